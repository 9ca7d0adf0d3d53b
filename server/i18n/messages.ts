/**
 * The texts the server answers with, in German and English. Keys that the shared zod schemas carry
 * (`validation.*`, src/contract/validationMessages.ts) have the same texts as the client's locale
 * files, so a 422 reads the same whether the browser or the server found the problem. Protocol
 * messages the client matches on ('Unauthenticated.', 'CSRF token mismatch.', ...) stay English and
 * are not keys here.
 */
import type { Locale } from '../../src/contract/constants';
import type { ValidationMessage } from '../../src/contract/validationMessages';

const de = {
  'validation.required': 'Dies ist ein Pflichtfeld.',
  'validation.passwordRules':
    'Das Passwort muss mindestens 8 Zeichen lang sein und Groß- und Kleinbuchstaben, Zahlen und Sonderzeichen enthalten.',
  'validation.passwordsDiffer': 'Die Passwörter stimmen nicht überein.',
  'validation.twoFactorCode': 'Der Code muss aus 6 Ziffern bestehen.',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.pageSize': 'Bitte wählen Sie 10, 20, 50 oder 100 Einträge pro Seite.',
  'validation.pdfOnly': 'Die Datei ist kein PDF.',
  'validation.fileTooLarge': 'Die Datei ist größer als 20 MB.',
  'validation.fileEmpty': 'Die Datei ist leer.',
  'validation.reportFilename': 'Der Dateiname muss <LIS-ID>_<Befund-Nr.>_<Nachname>_<Vorname>.pdf lauten.',
  'validation.unknownLisId': 'Zur LIS-ID im Dateinamen gibt es keinen Arzt.',
  'validation.unknownDoctor': 'Diesen Arzt gibt es nicht.',
  'validation.tooManyFiles': 'Bitte laden Sie höchstens 50 Dateien auf einmal hoch.',
  'validation.noFiles': 'Bitte wählen Sie mindestens eine PDF-Datei.',
  'validation.report': 'Bitte wählen Sie einen Befund.',
  'validation.demand': 'Bitte wählen Sie eine Befundnachfrage.',
  'validation.demandSubject': 'Bitte wählen Sie: allgemeine Frage oder Rechnungsfrage.',
  'validation.textTooLong': 'Max. 1000 Zeichen.',
  'validation.preferredDates': 'Bitte geben Sie einen bis drei Wunschtermine an.',
  'validation.preferredDate': 'Bitte geben Sie ein gültiges Datum an.',
  'validation.interpretationStatus':
    'Bitte geben Sie an, ob die Interpretation gelesen, erledigt oder abgesagt ist.',
  'validation.uuidTaken': 'Diese UUID ist bereits vergeben.',
  'validation.moreErrors.one': '(und 1 weiterer Fehler)',
  'validation.moreErrors.other': '(und {count} weitere Fehler)',
  'auth.failed': 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
  'auth.locked': 'Ihr Zugang ist gesperrt. Bitte wenden Sie sich an das Labor.',
  'auth.passwordIncorrect': 'Das angegebene Passwort ist falsch.',
  'auth.currentPasswordIncorrect':
    'Das angegebene Passwort stimmt nicht mit Ihrem aktuellen Passwort überein.',
  'auth.usernameTaken': 'Dieser Benutzername ist bereits vergeben.',
  'twoFactor.invalidCode': 'Der angegebene Zwei-Faktor-Code ist ungültig.',
  'twoFactor.invalidRecoveryCode': 'Der angegebene Wiederherstellungscode ist ungültig.',
  'twoFactor.alreadyConfirmed':
    'Die Zwei-Faktor-Authentifizierung ist bereits eingerichtet. Die Methode kann nicht mehr gewechselt werden.',
  'twoFactor.notSetUp': 'Die Zwei-Faktor-Authentifizierung ist nicht eingerichtet.',
  'twoFactor.notMail': 'Codes per E-Mail gibt es nur bei der Zwei-Faktor-Authentifizierung per E-Mail.',
  'emailVerification.linkExpired':
    'Der Link ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.',
  'passwordReset.sent':
    'Wenn ein Konto mit diesem Benutzernamen existiert, haben wir eine E-Mail zum Zurücksetzen gesendet.',
  'passwordReset.done': 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
  'passwordReset.invalidToken': 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  'newsletter.alreadySubscribed': 'Sie sind bereits für diesen Newsletter angemeldet.',
  'idempotency.keyInvalid':
    'Der Idempotency-Key muss aus 1 bis 100 sichtbaren Zeichen (ohne Leerzeichen) bestehen.',
  'idempotency.keyReused': 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  'sync.cursorInvalid': 'Der Sync-Cursor ist ungültig.',
  'sync.afterInvalid': 'Die Fortsetzungsmarke ist ungültig.',
  'notifications.unreadNotDeletable': 'Ungelesene Benachrichtigungen können nicht gelöscht werden.',
  'reportDemands.archived': 'Diese Befundnachfrage ist archiviert.',
  'reportDemands.ticketExists': 'Aus dieser Befundnachfrage wurde bereits ein Ticket erstellt.',
  'reportDemands.notParticipant':
    'Archivieren können nur der Arzt und die Ansprechperson der Befundnachfrage.',
  'reportDemands.notOwnMessage': 'Sie können nur Ihre eigenen Nachrichten ändern oder löschen.',
  'reportDemands.notOwnReport': 'Befundnachfragen stellt der Arzt des Befunds.',
  'reportDemands.ticketSubject': 'Befundnachfrage zu Befund {befundId}',
  'reportDemands.subject.general': 'Allgemeine Frage',
  'reportDemands.subject.invoice': 'Rechnungsfrage',
  'reportInterpretations.closed': 'Diese Befundinterpretation ist bereits erledigt oder abgesagt.',
  'notification.report.uploaded': 'Neuer Befund {befundId} ist eingegangen.',
  'notification.report.read': 'Befund {befundId} wurde von {doctor} abgerufen.',
  'notification.report.deleted': 'Befund {befundId} wurde gelöscht.',
  'notification.interpretation.requested': 'Neue Anfrage zur Befundinterpretation von {doctor}.',
  'notification.reportDemand.created': 'Neue Rückfrage zu Befund {befundId} von {doctor}.',
  'notification.ticket.created': 'Neues Ticket: {subject}',
  'notification.ticket.comment': 'Neue Antwort im Ticket: {subject}',
  'notification.ticket.mail': 'Neue E-Mail zum Ticket: {subject}',
  'notification.post.moved': 'Ihr Beitrag „{title}“ wurde verschoben.',
} as const satisfies Record<ValidationMessage, string> & Record<string, string>;

export type MessageKey = keyof typeof de;

const en: Record<MessageKey, string> = {
  'validation.required': 'This field is required.',
  'validation.passwordRules':
    'The password must be at least 8 characters long and contain upper and lower case letters, digits and special characters.',
  'validation.passwordsDiffer': 'The passwords do not match.',
  'validation.twoFactorCode': 'The code must have 6 digits.',
  'validation.email': 'Please enter a valid e-mail address.',
  'validation.pageSize': 'Please choose 10, 20, 50 or 100 entries per page.',
  'validation.pdfOnly': 'The file is not a PDF.',
  'validation.fileTooLarge': 'The file is larger than 20 MB.',
  'validation.fileEmpty': 'The file is empty.',
  'validation.reportFilename': 'The file name must be <LIS id>_<reference no.>_<last name>_<first name>.pdf.',
  'validation.unknownLisId': 'No doctor has the LIS id in the file name.',
  'validation.unknownDoctor': 'This doctor does not exist.',
  'validation.tooManyFiles': 'Please upload at most 50 files at once.',
  'validation.noFiles': 'Please choose at least one PDF file.',
  'validation.report': 'Please choose a report.',
  'validation.demand': 'Please choose a report demand.',
  'validation.demandSubject': 'Please choose: general question or invoice question.',
  'validation.textTooLong': 'Max. 1000 characters.',
  'validation.preferredDates': 'Please give one to three preferred dates.',
  'validation.preferredDate': 'Please enter a valid date.',
  'validation.interpretationStatus': 'Please say whether the interpretation is read, done or cancelled.',
  'validation.uuidTaken': 'This uuid is already taken.',
  'validation.moreErrors.one': '(and 1 more error)',
  'validation.moreErrors.other': '(and {count} more errors)',
  'auth.failed': 'These credentials do not match our records.',
  'auth.locked': 'Your account is locked. Please contact the laboratory.',
  'auth.passwordIncorrect': 'The provided password was incorrect.',
  'auth.currentPasswordIncorrect': 'The provided password does not match your current password.',
  'auth.usernameTaken': 'This username is already taken.',
  'twoFactor.invalidCode': 'The provided two factor authentication code was invalid.',
  'twoFactor.invalidRecoveryCode': 'The provided two factor recovery code was invalid.',
  'twoFactor.alreadyConfirmed':
    'Two-factor authentication is already set up; its method can no longer be switched.',
  'twoFactor.notSetUp': 'Two-factor authentication is not set up.',
  'twoFactor.notMail': 'Codes are mailed only for two-factor authentication by e-mail.',
  'emailVerification.linkExpired': 'The link is expired. Please request a new one.',
  'passwordReset.sent':
    'If an account with this username exists, we have sent an e-mail to reset the password.',
  'passwordReset.done': 'Your password has been reset. You can sign in now.',
  'passwordReset.invalidToken': 'This password reset link is invalid or has expired.',
  'newsletter.alreadySubscribed': 'You are already subscribed to this newsletter.',
  'idempotency.keyInvalid': 'The Idempotency-Key must be 1 to 100 visible characters without spaces.',
  'idempotency.keyReused': 'This Idempotency-Key was already used for a different request.',
  'sync.cursorInvalid': 'The sync cursor is invalid.',
  'sync.afterInvalid': 'The continuation key is invalid.',
  'notifications.unreadNotDeletable': 'Unread notifications cannot be deleted.',
  'reportDemands.archived': 'This report demand is archived.',
  'reportDemands.ticketExists': 'A ticket was already created from this report demand.',
  'reportDemands.notParticipant': 'Only the doctor and the contact person of a report demand can archive it.',
  'reportDemands.notOwnMessage': 'You can only edit or delete your own messages.',
  'reportDemands.notOwnReport': 'Report demands are made by the doctor of the report.',
  'reportDemands.ticketSubject': 'Report demand about report {befundId}',
  'reportDemands.subject.general': 'General question',
  'reportDemands.subject.invoice': 'Invoice question',
  'reportInterpretations.closed': 'This report interpretation is already done or cancelled.',
  'notification.report.uploaded': 'New report {befundId} has arrived.',
  'notification.report.read': 'Report {befundId} was retrieved by {doctor}.',
  'notification.report.deleted': 'Report {befundId} was deleted.',
  'notification.interpretation.requested': 'New request for a report interpretation from {doctor}.',
  'notification.reportDemand.created': 'New question about report {befundId} from {doctor}.',
  'notification.ticket.created': 'New ticket: {subject}',
  'notification.ticket.comment': 'New answer in ticket: {subject}',
  'notification.ticket.mail': 'New e-mail about ticket: {subject}',
  'notification.post.moved': 'Your post "{title}" was moved.',
};

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { de, en };
