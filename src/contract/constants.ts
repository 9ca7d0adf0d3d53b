/**
 * Every business number of the spec (§9 and the places it is quoted from) in one file.
 * Client and server import from here; nothing else spells these numbers.
 */

export const PRODUCT_NAME = 'Kundencenter';
/** A fictional laboratory; LAB_NAME overrides it on the server and reaches the client by /api/config. */
export const DEFAULT_LAB_NAME = 'Labor Dr. Sommerfeld MVZ GmbH';

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const FALLBACK_LOCALE: Locale = 'en';

/** Notifications (spec §9). */
export const NOTIFICATION_DISMISS_MS = 5_000;
export const REALTIME_NOTIFICATION_DISMISS_MS = 10_000;

/** Auto logout (spec §9). */
export const AUTO_LOGOUT_WARNING_MS = 59 * 60_000;
export const AUTO_LOGOUT_MS = 60 * 60_000;

/** PWA (spec §1, §9). */
export const SW_UPDATE_CHECK_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Lists (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const DASHBOARD_USER_PAGE_SIZE = 50;
export const DASHBOARD_REGISTRATION_DAYS = 30;
/** The staff dashboard's statistics (issue 14): one count per day over the last 30 days. */
export const STATISTICS_DAYS = 30;
/** The laboratory's day: a login at 00:30 in Heidelberg counts for that day, whatever the server's zone. */
export const LAB_TIME_ZONE = 'Europe/Berlin';

/** Newsletter (spec §9). */
export const NEWSLETTER_LIST_DE = 5781;
export const NEWSLETTER_LIST_EN = 5799;
/** A subscription of someone else's address waits this long for its owner's confirmation, then it is removed. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;

/** Onboarding delays (spec §4, §9). */
export const EMAIL_VERIFIED_REDIRECT_MS = 1_500;
export const NEWSLETTER_REDIRECT_MS = 2_000;

/** Passwords and two-factor (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const TWO_FACTOR_CODE_LENGTH = 6;

/** Search (spec §5, §9). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 1_000;
/** Not in the spec: a bound on what a search box sends (a name or a reference number is short). */
export const SEARCH_MAX_LENGTH = 100;
/** Not in the spec: hits per kind on the results page, the best ranked first. */
export const SEARCH_HITS_PER_KIND = 10;

/** Tickets (spec §5, §9). */
export const TICKET_SUBJECT_INPUT_MAX = 150;
export const TICKET_SUBJECT_MIN = 3;
export const TICKET_SUBJECT_MAX = 250;
export const TICKET_CONTENT_MIN = 6;
export const TICKET_CONTENT_MAX = 1000;
export const TICKET_DEFAULT_CATEGORY_ID = 1;
export const TICKET_DEFAULT_PRIORITY_ID = 0;
export const TICKET_CATEGORY_REPORT_ID = 2;
export const TICKET_STATUS_CLOSED_ID = 4;
/** The reason given when closing a ticket (spec §4 'close with a reason'); bounds as for content. */
export const TICKET_CLOSING_REASON_MAX = 1000;
/** How many tickets the dashboard lists (spec §2), on the device and in `POST /api/tickets/recent`. */
export const TICKET_RECENT_LIMIT = 5;
/** The sub categories of category 'Befund' (spec §3, §9; default Allgemein). */
export const TICKET_SUB_CATEGORIES = ['Allgemein', 'Rechnung'] as const;
export type TicketSubCategory = (typeof TICKET_SUB_CATEGORIES)[number];

/** Report demands and interpretations (spec §5 'Report comment'; bounds as for ticket content). */
export const REPORT_DEMAND_MESSAGE_MAX = 1000;
export const INTERPRETATION_PREFERRED_DATES_MIN = 1;
export const INTERPRETATION_PREFERRED_DATES_MAX = 3;
export const INTERPRETATION_NOTE_MAX = 1000;

/** Reports (spec §4, §9). */
export const REPORT_RETENTION_MONTHS = 6;
/** An uploaded report PDF may be at most this large (design brief: uploads checked by type and size). */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many files in one upload request. */
export const REPORT_MAX_FILES_PER_UPLOAD = 50;
/**
 * The largest body of the laboratory system's import (an LDT file, a FHIR Bundle or report): a few
 * reports with embedded PDFs of up to REPORT_MAX_BYTES each, as base64. It streams to a temporary
 * file, so the limit bounds the disk, not the memory (issue 26).
 */
export const IMPORT_BODY_MAX_BYTES = 100 * 1024 * 1024;

/**
 * How deeply a request's JSON may nest (objects and arrays); no form of the portal comes near. A
 * deeper body is refused before anything walks it (server/platform/http/inputChecks.ts).
 */
export const MAX_INPUT_DEPTH = 32;
/** Staff mirror the reports of the last days (design brief: staff mirror what they work on). */
export const STAFF_MIRRORED_REPORT_DAYS = 14;
/** The device keeps PDF bytes of unread reports and of those younger than this (issue 6). */
export const REPORT_PREFETCH_DAYS = 30;
/** Wrong offline unlock attempts of the local vault before it is wiped (issue 7). */
export const VAULT_UNLOCK_ATTEMPTS = 5;
/** The doctor dashboard lists the last reports (spec §2). */
export const DASHBOARD_LAST_REPORTS = 5;
/** Beside them the last active report demands (spec §2 'last reports and report demands'). */
export const DASHBOARD_LAST_DEMANDS = 5;

/** Dashboard greeting (spec §2): before 11 morning, 11 to under 18 midday, from 18 evening. */
export const GREETING_MIDDAY_FROM_HOUR = 11;
export const GREETING_EVENING_FROM_HOUR = 18;

/** Terms of business (spec §9), shown on the agb page. */
export const TERMS = {
  orderFlatFeeEur: 7.7,
  epigeneticKitFeeEur: 28.0,
  foreignOrderFeeEur: 20.0,
  paymentDueDays: 14,
  defaultInterestPointsAboveBaseRate: 5,
  warrantyMonthsBusiness: 12,
  visibleDefectComplaintDays: 14,
} as const;

/** Lookups (spec §3). */
export const SALUTATIONS = ['Keine', 'Frau', 'Herr'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const TWO_FACTOR_TYPES = ['mail', 'app', 'passkey'] as const;
export type TwoFactorType = (typeof TWO_FACTOR_TYPES)[number];

/** Accounts (spec §4, §9; reference part B). Values the spec leaves open are chosen here. */
export const SESSION_IDLE_TIMEOUT_MS = AUTO_LOGOUT_MS;
export const LOGIN_ATTEMPTS_PER_MINUTE = 5;
/**
 * Failed sign-ins one client address may make per minute, whatever names they try: stops spraying
 * one password over many usernames. High enough for a practice whose staff share one address.
 */
export const LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE = 20;
export const TWO_FACTOR_ATTEMPTS_PER_MINUTE = 5;
/** Report uploads (requests of up to REPORT_MAX_FILES_PER_UPLOAD files) one staff member may send per minute. */
export const REPORT_UPLOADS_PER_MINUTE = 30;
/** Machine calls per personal access token and minute (issue 17: a LIS sends a batch at a time). */
export const API_TOKEN_CALLS_PER_MINUTE = 120;
/** A critical report nobody acknowledged escalates to the lab's staff after this (issue 17). */
export const CRITICAL_ESCALATION_MINUTES_DEFAULT = 60;
export const TWO_FACTOR_MAIL_RESEND_WAIT_S = 60;
export const TWO_FACTOR_MAIL_CODE_TTL_MS = 10 * 60_000;
export const TWO_FACTOR_RECOVERY_CODE_COUNT = 8;
export const PASSWORD_CONFIRMATION_TTL_MS = 3 * 60 * 60_000;
export const EMAIL_VERIFICATION_LINK_TTL_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_RESEND_WAIT_S = 60;
/**
 * New verification links a guest may ask for by address (issue 26: an invitee whose link expired),
 * per minute: per address asked for, and per client address over all addresses.
 */
export const VERIFICATION_LINK_REQUESTS_PER_ADDRESS_PER_MINUTE = 3;
export const VERIFICATION_LINK_REQUESTS_PER_CLIENT_PER_MINUTE = 10;
export const PASSWORD_RESET_LINK_TTL_MS = 60 * 60_000;
export const XSRF_COOKIE_TTL_MS = 120 * 60_000;
/** TOTP (reference part B): SHA1, 6 digits, 30 s, window +-1. */
export const TOTP_PERIOD_S = 30;
export const TOTP_WINDOW = 1;

/** The sync protocol (design brief 'The sync protocol'; issue 4). */
export const SYNC_PULL_INTERVAL_MS = 60_000;
/**
 * How long a socket hint waits before its pull. None: hints of the same moment still become one
 * pull (the next task), and hints heard while a pull runs wait for it and pull again only for a
 * cursor it did not reach (SyncEngine.hint). bench:latency: 100 ms here was 40 % of write-to-screen.
 */
export const SYNC_HINT_DEBOUNCE_MS = 0;
export const SYNC_APPLY_BATCH_SIZE = 1_000;
export const SYNC_PAGE_LIMIT = 1_000;
export const SYNC_CHANGES_RETENTION_MS = 30 * 24 * 60 * 60_000;
export const IDEMPOTENCY_KEY_TTL_MS = 48 * 60 * 60_000;
/** Outbox replay backoff after network errors, 5xx, 408 and 429: doubling from 1 s up to 60 s. */
export const OUTBOX_BACKOFF_MIN_MS = 1_000;
export const OUTBOX_BACKOFF_MAX_MS = 60_000;

/** The largest id of an integer (int4) key column: a larger id names no row and must not reach SQL. */
export const MAX_ENTITY_ID = 2_147_483_647;

/**
 * System messages and their attachments (spec §3 'Backend message', §7 'Workshops, messages,
 * files'; issue 13). The spec gives no bounds: a title as long as a ticket's subject, a text long
 * enough for an announcement, attachments the size of a flyer.
 */
export const BACKEND_MESSAGE_TITLE_MAX = 250;
export const BACKEND_MESSAGE_TEXT_MAX = 5000;
/** An attachment may be at most this large (design brief: uploads checked by type and size). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many attachments on one message. */
export const ATTACHMENTS_MAX_PER_MESSAGE = 5;
/** How long the signed URL of `GET /api/files/{id}` stays valid. */
export const FILE_URL_TTL_SECONDS = 120;
/** How often an admin's open messages page asks who is online (presence, issue 13). */
export const PRESENCE_POLL_MS = 15_000;

/**
 * The system area (issue 14): names of roles and permissions, their descriptions, the laboratory's
 * name. The spec gives no bounds; these fit a menu entry, a tooltip and a page title.
 */
export const ROLE_NAME_MAX = 100;
export const ACCESS_DESCRIPTION_MAX = 500;
export const LAB_NAME_MAX = 120;
/** Names and e-mail of a system user: as long as a doctor's. */
export const PERSON_NAME_MAX = 100;
export const EMAIL_MAX = 254;

/**
 * The iEC catalogue and tool (issue 16). Not in the spec: bounds on what content staff enter and
 * on a selection (the demo catalogue has about 160 substances; a selection for one patient is a
 * few dozen), and the lexicon's hits per search.
 */
export const IEC_TITLE_MAX = 120;
export const IEC_INFO_MAX = 1000;
export const IEC_DEFINITION_MAX = 5000;
export const IEC_CITATION_MAX = 500;
export const IEC_SYNONYMS_MAX = 20;
export const IEC_SYNONYM_MAX = 120;
export const IEC_SOURCES_PER_ITEM_MAX = 20;
export const IEC_SELECTION_MAX = 500;
export const IEC_SEARCH_HITS = 20;
/** The highest position of a substance group in the tool's order. */
export const IEC_GROUP_POSITION_MAX = 10_000;
/** Workshops (issue 15): bounds of the staff's form. */
export const WORKSHOP_TITLE_MAX = 200;
export const WORKSHOP_DESCRIPTION_MAX = 5000;
export const WORKSHOP_MAX_PARTICIPANTS = 500;
export const WORKSHOP_EVENTS_MAX = 20;
export const WORKSHOP_TOPICS_MAX = 10;
export const WORKSHOP_TOPIC_MAX = 80;
export const WORKSHOP_PLACE_MAX = 300;
/** How many upcoming booked workshops the doctor's dashboard card lists. */
export const WORKSHOP_DASHBOARD_LIMIT = 3;
/**
 * The forum (issue 15): bounds of a post and a reply (the spec gives none: a title like a
 * ticket's subject, a body long enough for a case report), how much of each channel every device
 * keeps for reading offline (older posts are paged online), the page size of those pages.
 */
export const FORUM_TITLE_MAX = 150;
export const FORUM_BODY_MAX = 20_000;
export const FORUM_COMMENT_MAX = 5_000;
export const FORUM_SPAM_REASON_MAX = 500;
export const FORUM_MIRROR_POSTS_PER_CHANNEL = 20;
export const FORUM_PAGE_SIZE = 20;
/** What `POST /api/translate` passes on at once, and how long it waits for the translation service. */
export const TRANSLATE_TEXT_MAX = 20_000;
export const TRANSLATE_TIMEOUT_MS = 15_000;
/**
 * Orders and the catalogue of analyses (issue 28). Not in the spec: bounds of the staff's catalogue
 * form and of an order, how many order numbers a device leases at once and when it asks for more,
 * and what each device keeps.
 */
export const ANALYSIS_CODE_MAX = 20;
export const ANALYSIS_NAME_MAX = 120;
export const ANALYSIS_NOTE_MAX = 500;
export const ANALYSIS_PROFILE_ITEMS_MAX = 40;
export const ANALYSIS_VOLUME_ML_MAX = 100;
/** A month: the longest a sample keeps (frozen). */
export const ANALYSIS_STABILITY_HOURS_MAX = 24 * 31;
export const ORDER_NAME_MAX = 100;
export const ORDER_NOTE_MAX = 500;
export const ORDER_CLINICAL_QUESTION_MAX = 2000;
export const ORDER_ICD10_MAX = 10;
export const ORDER_ITEMS_MAX = 80;
/** Order numbers a device leases at once (a practice sends a few dozen orders a day). */
export const ORDER_NUMBER_BLOCK_SIZE = 50;
/** A device online with this many numbers left or fewer leases the next block. */
export const ORDER_NUMBERS_LOW_WATER = 20;
/** Offline with this many numbers left or fewer, order entry warns that the numbers are running out. */
export const ORDER_NUMBERS_WARN = 10;
/** Unused blocks a device may hold at once (a lease beyond is refused). */
export const ORDER_NUMBER_BLOCKS_PER_DEVICE = 3;
/** The first order number the lab's range starts at (ten digits). */
export const ORDER_NUMBER_FIRST = 2_600_000_000;
/** A doctor's device keeps the practice's open orders and those of the last six months. */
export const ORDER_DEVICE_MONTHS = 6;
/** Staff devices mirror the orders of the last days; older ones are paged online. */
export const STAFF_MIRRORED_ORDER_DAYS = 14;
/**
 * The laboratory system's collection of orders (issue 28): ServiceRequests per page of a FHIR
 * search (`_count`, FHIR's default page and its bound), orders per LDT 3 file (the next file is
 * named in the `Link` header), and the body of a FHIR Task.
 */
export const LIS_FHIR_PAGE_DEFAULT = 20;
export const LIS_FHIR_PAGE_MAX = 100;
export const LIS_LDT_ORDERS_MAX = 500;
export const LIS_TASK_BODY_MAX_BYTES = 64 * 1024;
/**
 * Single sign-on for staff (issue 29): how long the start of a sign-in at the provider (state,
 * nonce, PKCE verifier in a sealed cookie) stays valid until the provider sends the browser back.
 */
export const SSO_FLOW_TTL_MS = 10 * 60 * 1000;

/**
 * Web Push (issue 29). Not in the spec: the longest subscription endpoint accepted (browsers' push
 * services answer well under 1 KB), the subscriptions one user may hold (one per browser), how many
 * pushes the server sends at once and how long it waits for a push service, and how long a push
 * service keeps an undelivered message (a critical result is stale once the lab has phoned).
 */
export const PUSH_ENDPOINT_MAX = 2048;
export const PUSH_DEVICE_LABEL_MAX = 100;
export const PUSH_SUBSCRIPTIONS_PER_USER = 20;
export const PUSH_SEND_CONCURRENCY = 4;
export const PUSH_SEND_TIMEOUT_MS = 10_000;
export const PUSH_TTL_SECONDS = 12 * 60 * 60;

/**
 * Passkeys (issue 29): a WebAuthn ceremony's challenge lives in the session this long; a passkey's
 * name is at most this long; a user may register at most this many.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX_LENGTH = 60;
export const PASSKEYS_PER_USER_MAX = 10;
