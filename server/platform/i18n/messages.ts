/**
 * The texts the server answers with, in German and English: here the platform's and the shared
 * validation texts; a feature's own texts are in its messages.ts (server/features/<name>), which
 * adds its keys to `FeatureMessages` and joins the catalogue through the feature list. Keys that
 * the shared zod schemas carry (`validation.*`, src/contract/validationMessages.ts) have the same texts as the client's locale
 * files, so a 422 reads the same whether the browser or the server found the problem. Every text a
 * user can see is here, the HTTP errors too (`http.*`: 401, 403, 404, 419, 423, 429, 5xx and the
 * parser's 400/413/415): the client decides by status code, never by message, and the English
 * texts keep the wording of reference part B ('Unauthenticated.', 'This action is unauthorized.').
 * zod's own messages (a wrong type, a text too long) become the generic `validation.*` keys below
 * (plugins/zodProvider.ts) where a schema names no key of its own.
 */
import type { Locale } from '../../../src/contract/constants';
import type { ValidationMessage } from '../../../src/contract/validationMessages';

const de = {
  'validation.required': 'Dies ist ein Pflichtfeld.',
  'validation.searchMin': 'Mindestens 2 Zeichen.',
  'validation.searchMax': 'Max. 100 Zeichen.',
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
  'validation.ticketRequired': 'Pflichtfeld.',
  'validation.ticketRecipient': 'Pflichtfeld.',
  'validation.ticketSubjectMin': 'Min. 3 Zeichen.',
  'validation.ticketSubjectMax': 'Max. 250 Zeichen.',
  'validation.ticketContentMin': 'Min. 6 Zeichen.',
  'validation.ticketContentMax': 'Max. 1000 Zeichen.',
  'validation.ticketNothingChanged': 'Es wurde nichts geändert.',
  'validation.messageTitleMax': 'Max. 250 Zeichen.',
  'validation.messageTextMax': 'Max. 5000 Zeichen.',
  'validation.messageShowUntil': 'Bitte geben Sie ein gültiges Datum an.',
  'validation.messageShowUntilPast': 'Das Datum „Anzeigen bis“ muss in der Zukunft liegen.',
  'validation.messageRecipient': 'Diese Empfängergruppe gibt es nicht.',
  'validation.attachmentType': 'Erlaubt sind PDF, PNG, JPEG, GIF sowie Word-, Excel- und PowerPoint-Dateien.',
  'validation.attachmentTooLarge': 'Die Datei ist größer als 10 MB.',
  'validation.tooManyAttachments': 'Höchstens 5 Anhänge pro Systemnachricht.',
  'validation.nameMax': 'Max. 120 Zeichen.',
  'validation.bsnr': 'Die BSNR besteht aus 9 Ziffern.',
  'validation.lisIdTaken': 'Diese LIS-ID ist bereits vergeben.',
  'validation.bsnrTaken': 'Diese BSNR ist bereits vergeben.',
  'validation.unknownOffice': 'Diese Praxis gibt es nicht.',
  'validation.notADoctor': 'Das ist kein Arzt.',
  'validation.ownAccount': 'Das eigene Konto kann hier nicht gesperrt oder gelöscht werden.',
  'validation.iecTitleMax': 'Max. 120 Zeichen.',
  'validation.iecInfoMax': 'Max. 1000 Zeichen.',
  'validation.iecDefinitionMax': 'Max. 5000 Zeichen.',
  'validation.iecCitationMax': 'Max. 500 Zeichen.',
  'validation.iecSynonyms': 'Höchstens 20 Synonyme mit je max. 120 Zeichen.',
  'validation.iecSourcesMax': 'Höchstens 20 Quellen.',
  'validation.casNumber': 'Bitte geben Sie eine gültige CAS-Nummer an (z. B. 7439-97-6).',
  'validation.iecPosition': 'Bitte geben Sie eine Zahl von 0 bis 10000 an.',
  'validation.unknownSubstanceGroup': 'Diese Substanzgruppe gibt es nicht.',
  'validation.unknownSubstance': 'Diese Substanz gibt es nicht.',
  'validation.unknownSource': 'Diese Quelle gibt es nicht.',
  'validation.groupKeepsSubstances':
    'Jede Substanz gehört zu einer Gruppe: Ordnen Sie eine Substanz einer anderen Gruppe zu, statt sie hier zu entfernen.',
  'validation.selectionEmpty': 'Bitte wählen Sie mindestens eine Substanz.',
  'validation.selectionTooLarge': 'Höchstens 500 Substanzen pro Auswahl.',
  'validation.doctorHasRecords':
    'Ein Arzt mit Befunden kann nicht gelöscht werden. Bitte deaktivieren Sie ihn.',
  'validation.moreErrors.one': '(und 1 weiterer Fehler)',
  'validation.moreErrors.other': '(und {count} weitere Fehler)',
  'validation.nulByte': 'Das Feld enthält ein unzulässiges Steuerzeichen (NUL).',
  'validation.tooDeep': 'Die Anfrage ist zu tief verschachtelt.',
  'validation.invalid': 'Dieser Wert ist ungültig.',
  'validation.invalidType': 'Dieser Wert hat das falsche Format.',
  'validation.tooLong': 'Dieser Wert ist zu lang.',
  'validation.tooShort': 'Dieser Wert ist zu kurz.',
  'validation.tooBig': 'Dieser Wert ist zu groß.',
  'validation.tooSmall': 'Dieser Wert ist zu klein.',
  'validation.tooManyItems': 'Das sind zu viele Einträge.',
  'validation.tooFewItems': 'Das sind zu wenige Einträge.',
  'validation.invalidFormat': 'Dieser Wert hat kein gültiges Format.',
  'validation.invalidChoice': 'Bitte wählen Sie einen der vorgegebenen Werte.',
  'validation.unknownField': 'Dieses Feld ist unbekannt.',
  'validation.pdfUnreadable': 'Die Datei ist kein lesbares PDF.',
  'validation.wrongDoctor': 'Die LIS-ID im Dateinamen gehört zu einem anderen Arzt als dem ausgewählten.',
  'validation.fileNameInvalid': 'Der Dateiname enthält unzulässige Zeichen.',
  'http.unauthenticated': 'Sie sind nicht angemeldet.',
  'http.forbidden': 'Sie haben nicht die benötigte Berechtigung für diese Aktion.',
  'http.notFound': 'Nicht gefunden.',
  'http.csrfMismatch': 'Die Sitzung ist abgelaufen (CSRF-Token ungültig). Bitte laden Sie die Seite neu.',
  'http.passwordConfirmationRequired': 'Bitte bestätigen Sie zuerst Ihr Passwort.',
  'http.tooManyAttempts': 'Zu viele Versuche. Bitte warten Sie einen Moment.',
  'http.serverError': 'Serverfehler. Bitte versuchen Sie es später erneut.',
  'http.badRequest': 'Die Anfrage ist fehlerhaft und konnte nicht gelesen werden.',
  'http.payloadTooLarge': 'Die Anfrage ist zu groß.',
  'http.unsupportedMediaType': 'Dieses Format der Anfrage wird nicht unterstützt.',
  'http.methodNotAllowed': 'Diese Methode ist hier nicht erlaubt.',
  'http.error': 'Die Anfrage konnte nicht bearbeitet werden.',
  'upload.notMultipart': 'Dateien müssen als multipart/form-data hochgeladen werden.',
  'upload.malformed': 'Der Upload ist unvollständig oder beschädigt. Bitte versuchen Sie es erneut.',
  'upload.fieldTooLarge': 'Ein Formularfeld des Uploads ist zu groß.',
  'idempotency.keyInvalid':
    'Der Idempotency-Key muss aus 1 bis 100 sichtbaren Zeichen (ohne Leerzeichen) bestehen.',
  'idempotency.keyReused': 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  'sync.cursorInvalid': 'Der Sync-Cursor ist ungültig.',
  'sync.afterInvalid': 'Die Fortsetzungsmarke ist ungültig.',
  'validation.workshopTitle': 'Bitte geben Sie einen Titel mit höchstens 200 Zeichen ein.',
  'validation.workshopDescription': 'Bitte geben Sie eine Beschreibung mit höchstens 5000 Zeichen ein.',
  'validation.workshopMaxParticipants': 'Bitte geben Sie eine Teilnehmerzahl zwischen 1 und 500 an.',
  'validation.workshopEvents': 'Bitte geben Sie einen bis 20 Termine an.',
  'validation.workshopEventDate': 'Bitte geben Sie ein gültiges Datum mit Uhrzeit an.',
  'validation.workshopEventEnd': 'Das Ende muss nach dem Beginn liegen.',
  'validation.workshopEventPlace': 'Bitte geben Sie einen Ort oder einen Online-Link an (max. 300 Zeichen).',
  'validation.workshopOnlineUrl': 'Bitte geben Sie einen gültigen Link (https://…) an.',
  'validation.workshopTopic': 'Bis zu 10 Themen mit je höchstens 80 Zeichen.',
  'validation.roleName': 'Bitte geben Sie einen Namen für die Rolle ein.',
  'validation.permissionName': 'Bitte geben Sie einen Namen für die Berechtigung ein.',
  'validation.nameTooLong': 'Dieser Name ist zu lang.',
  'validation.descriptionTooLong': 'Max. 500 Zeichen.',
  'validation.labName': 'Bitte geben Sie den Namen des Labors ein.',
  'validation.contactPerson':
    'Bitte wählen Sie eine Mitarbeiterin oder einen Mitarbeiter des Labors, die Befunde hochladen.',
  'validation.systemUserRoles': 'Bitte wählen Sie mindestens eine Rolle.',
  'validation.forumTitleMax': 'Max. 150 Zeichen.',
  'validation.forumBodyMax': 'Max. 20000 Zeichen.',
  'validation.forumCommentMax': 'Max. 5000 Zeichen.',
  'validation.forumSpamReasonMax': 'Max. 500 Zeichen.',
  'validation.forumChannelGroup': 'Dieser Kanal gehört nicht zu der gewählten Gruppe.',
  'validation.forumNothingChanged': 'Es wurde nichts geändert.',
  'validation.translateLanguage': 'Bitte wählen Sie Deutsch oder Englisch.',
} as const satisfies Record<ValidationMessage, string> & Record<string, string>;

/**
 * The keys of the features' own texts (server/features/<name>/messages.ts): each feature's
 * messages.ts adds its keys to this interface, so a key is checked wherever it is used.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureMessages {}

export type MessageKey = keyof typeof de | keyof FeatureMessages;

const en: Record<keyof typeof de, string> = {
  'validation.required': 'This field is required.',
  'validation.searchMin': 'At least 2 characters.',
  'validation.searchMax': 'Max. 100 characters.',
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
  'validation.ticketRequired': 'Required.',
  'validation.ticketRecipient': 'Required.',
  'validation.ticketSubjectMin': 'Min. 3 characters.',
  'validation.ticketSubjectMax': 'Max. 250 characters.',
  'validation.ticketContentMin': 'Min. 6 characters.',
  'validation.ticketContentMax': 'Max. 1000 characters.',
  'validation.ticketNothingChanged': 'Nothing was changed.',
  'validation.messageTitleMax': 'Max. 250 characters.',
  'validation.messageTextMax': 'Max. 5000 characters.',
  'validation.messageShowUntil': 'Please enter a valid date.',
  'validation.messageShowUntilPast': 'The "show until" date must be in the future.',
  'validation.messageRecipient': 'This recipient group does not exist.',
  'validation.attachmentType': 'Allowed are PDF, PNG, JPEG, GIF and Word, Excel and PowerPoint files.',
  'validation.attachmentTooLarge': 'The file is larger than 10 MB.',
  'validation.tooManyAttachments': 'At most 5 attachments per system message.',
  'validation.nameMax': 'Max. 120 characters.',
  'validation.bsnr': 'The BSNR has 9 digits.',
  'validation.lisIdTaken': 'This LIS id is already taken.',
  'validation.bsnrTaken': 'This BSNR is already taken.',
  'validation.unknownOffice': 'This office does not exist.',
  'validation.notADoctor': 'This is not a doctor.',
  'validation.ownAccount': 'Your own account cannot be locked or deleted here.',
  'validation.iecTitleMax': 'Max. 120 characters.',
  'validation.iecInfoMax': 'Max. 1000 characters.',
  'validation.iecDefinitionMax': 'Max. 5000 characters.',
  'validation.iecCitationMax': 'Max. 500 characters.',
  'validation.iecSynonyms': 'At most 20 synonyms of max. 120 characters each.',
  'validation.iecSourcesMax': 'At most 20 sources.',
  'validation.casNumber': 'Please enter a valid CAS number (e.g. 7439-97-6).',
  'validation.iecPosition': 'Please enter a number from 0 to 10000.',
  'validation.unknownSubstanceGroup': 'This substance group does not exist.',
  'validation.unknownSubstance': 'This substance does not exist.',
  'validation.unknownSource': 'This source does not exist.',
  'validation.groupKeepsSubstances':
    'Every substance belongs to a group: assign a substance to another group instead of removing it here.',
  'validation.selectionEmpty': 'Please select at least one substance.',
  'validation.selectionTooLarge': 'At most 500 substances per selection.',
  'validation.doctorHasRecords': 'A doctor with reports cannot be deleted. Please deactivate them instead.',
  'validation.moreErrors.one': '(and 1 more error)',
  'validation.moreErrors.other': '(and {count} more errors)',
  'validation.nulByte': 'The field contains a forbidden control character (NUL).',
  'validation.tooDeep': 'The request is nested too deeply.',
  'validation.invalid': 'This value is invalid.',
  'validation.invalidType': 'This value has the wrong format.',
  'validation.tooLong': 'This value is too long.',
  'validation.tooShort': 'This value is too short.',
  'validation.tooBig': 'This value is too large.',
  'validation.tooSmall': 'This value is too small.',
  'validation.tooManyItems': 'There are too many entries.',
  'validation.tooFewItems': 'There are too few entries.',
  'validation.invalidFormat': 'This value does not have a valid format.',
  'validation.invalidChoice': 'Please choose one of the given values.',
  'validation.unknownField': 'This field is unknown.',
  'validation.pdfUnreadable': 'The file is not a readable PDF.',
  'validation.wrongDoctor': 'The LIS id in the file name belongs to another doctor than the one chosen.',
  'validation.fileNameInvalid': 'The file name contains forbidden characters.',
  'http.unauthenticated': 'Unauthenticated.',
  'http.forbidden': 'This action is unauthorized.',
  'http.notFound': 'Not Found',
  'http.csrfMismatch': 'CSRF token mismatch.',
  'http.passwordConfirmationRequired': 'Password confirmation required.',
  'http.tooManyAttempts': 'Too Many Attempts.',
  'http.serverError': 'Server Error',
  'http.badRequest': 'The request is malformed and could not be read.',
  'http.payloadTooLarge': 'The request is too large.',
  'http.unsupportedMediaType': 'This request format is not supported.',
  'http.methodNotAllowed': 'This method is not allowed here.',
  'http.error': 'The request could not be processed.',
  'upload.notMultipart': 'Files must be uploaded as multipart/form-data.',
  'upload.malformed': 'The upload is incomplete or damaged. Please try again.',
  'upload.fieldTooLarge': 'A form field of the upload is too large.',
  'idempotency.keyInvalid': 'The Idempotency-Key must be 1 to 100 visible characters without spaces.',
  'idempotency.keyReused': 'This Idempotency-Key was already used for a different request.',
  'sync.cursorInvalid': 'The sync cursor is invalid.',
  'sync.afterInvalid': 'The continuation key is invalid.',
  'validation.workshopTitle': 'Please enter a title of at most 200 characters.',
  'validation.workshopDescription': 'Please enter a description of at most 5000 characters.',
  'validation.workshopMaxParticipants': 'Please enter a number of participants between 1 and 500.',
  'validation.workshopEvents': 'Please enter one to 20 dates.',
  'validation.workshopEventDate': 'Please enter a valid date and time.',
  'validation.workshopEventEnd': 'The end must be after the start.',
  'validation.workshopEventPlace': 'Please enter a place or an online link (max. 300 characters).',
  'validation.workshopOnlineUrl': 'Please enter a valid link (https://…).',
  'validation.workshopTopic': 'Up to 10 topics of at most 80 characters each.',
  'validation.roleName': 'Please enter a name for the role.',
  'validation.permissionName': 'Please enter a name for the permission.',
  'validation.nameTooLong': 'This name is too long.',
  'validation.descriptionTooLong': 'Max. 500 characters.',
  'validation.labName': 'Please enter the name of the laboratory.',
  'validation.contactPerson': 'Please choose a member of the laboratory staff who uploads reports.',
  'validation.systemUserRoles': 'Please choose at least one role.',
  'validation.forumTitleMax': 'Max. 150 characters.',
  'validation.forumBodyMax': 'Max. 20000 characters.',
  'validation.forumCommentMax': 'Max. 5000 characters.',
  'validation.forumSpamReasonMax': 'Max. 500 characters.',
  'validation.forumChannelGroup': 'This channel does not belong to the chosen group.',
  'validation.forumNothingChanged': 'Nothing was changed.',
  'validation.translateLanguage': 'Please choose German or English.',
};

type Catalogue<Key extends string> = { [Lang in Locale]: Record<Key, string> };

/** A feature's texts in both languages; the compiler checks that English has every German key. */
export const defineMessages = <Key extends string>(messages: {
  de: Record<Key, string>;
  en: Record<Key, string>;
}) => messages satisfies Catalogue<Key>;

/**
 * Every text the server answers with: the platform's above and the features' (added once, by
 * server/features/index.ts, for the feature list). A key given twice is a mistake and refused.
 */
export const MESSAGES: Catalogue<MessageKey> = { de: { ...de }, en: { ...en } } as Catalogue<MessageKey>;

export function addMessages(messages: Catalogue<string>): void {
  for (const [key, text] of Object.entries(messages.de)) {
    const earlier = (MESSAGES.de as Record<string, string>)[key];
    if (earlier !== undefined && earlier !== text) throw new Error(`server message ${key} is defined twice`);
    (MESSAGES.de as Record<string, string>)[key] = text;
    (MESSAGES.en as Record<string, string>)[key] = messages.en[key] ?? text;
  }
}
