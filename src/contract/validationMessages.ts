/**
 * Validation messages are i18n keys: the shared zod schemas carry the key, the client translates it
 * (de.json holds the spec's German texts verbatim, spec §5), and the server's error handler
 * translates it into the request's language before answering 422.
 */
export const ValidationMessage = {
  required: 'validation.required',
  passwordRules: 'validation.passwordRules',
  passwordsDiffer: 'validation.passwordsDiffer',
  twoFactorCode: 'validation.twoFactorCode',
  email: 'validation.email',
  pageSize: 'validation.pageSize',
  pdfOnly: 'validation.pdfOnly',
  pdfUnreadable: 'validation.pdfUnreadable',
  wrongDoctor: 'validation.wrongDoctor',
  fileTooLarge: 'validation.fileTooLarge',
  fileEmpty: 'validation.fileEmpty',
  reportFilename: 'validation.reportFilename',
  unknownLisId: 'validation.unknownLisId',
  unknownDoctor: 'validation.unknownDoctor',
  tooManyFiles: 'validation.tooManyFiles',
  noFiles: 'validation.noFiles',
  report: 'validation.report',
  demand: 'validation.demand',
  demandSubject: 'validation.demandSubject',
  textTooLong: 'validation.textTooLong',
  preferredDates: 'validation.preferredDates',
  preferredDate: 'validation.preferredDate',
  interpretationStatus: 'validation.interpretationStatus',
  uuidTaken: 'validation.uuidTaken',
  ticketRequired: 'validation.ticketRequired',
  ticketRecipient: 'validation.ticketRecipient',
  ticketSubjectMin: 'validation.ticketSubjectMin',
  ticketSubjectMax: 'validation.ticketSubjectMax',
  ticketContentMin: 'validation.ticketContentMin',
  ticketContentMax: 'validation.ticketContentMax',
  ticketNothingChanged: 'validation.ticketNothingChanged',
  messageTitleMax: 'validation.messageTitleMax',
  messageTextMax: 'validation.messageTextMax',
  messageShowUntil: 'validation.messageShowUntil',
  messageShowUntilPast: 'validation.messageShowUntilPast',
  messageRecipient: 'validation.messageRecipient',
  attachmentType: 'validation.attachmentType',
  attachmentTooLarge: 'validation.attachmentTooLarge',
  tooManyAttachments: 'validation.tooManyAttachments',
} as const;

export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];
