/**
 * The server's texts of the catalogue of analyses, in German and English (see
 * platform/i18n/messages.ts): one for every key of the contract's `AnalysisValidation`, the same
 * texts as the client's locale files (src/app/features/analyses/locales).
 */
import type { AnalysisValidation } from '../../../src/contract/analyses';
import { defineMessages } from '../../platform/i18n/messages';

type AnalysisMessages = Record<(typeof AnalysisValidation)[keyof typeof AnalysisValidation], string>;

const de: AnalysisMessages = {
  'validation.analysisCode':
    'Der Code besteht aus höchstens 20 Buchstaben, Ziffern, Punkten, Binde- oder Unterstrichen.',
  'validation.analysisCodeTaken': 'Diesen Code gibt es im Katalog bereits.',
  'validation.analysisLoinc': 'Bitte geben Sie einen LOINC-Code wie 718-7 an.',
  'validation.analysisName': 'Bitte geben Sie einen Namen an (max. 120 Zeichen).',
  'validation.analysisGroup': 'Bitte geben Sie eine Gruppe an (max. 120 Zeichen).',
  'validation.analysisVolume': 'Bitte geben Sie ein Volumen über 0 bis 100 ml an.',
  'validation.analysisStability': 'Bitte geben Sie die Stabilität in ganzen Stunden an (1 bis 744).',
  'validation.analysisNote': 'Max. 500 Zeichen.',
  'validation.analysisBilling': 'Bitte wählen Sie mindestens eine Abrechnungsart.',
  'validation.analysisProfileItems': 'Bitte wählen Sie 1 bis 40 Analysen.',
  'validation.analysisUnknown': 'Diese Analyse gibt es im Katalog nicht.',
  'validation.analysisWithdrawn': 'Ein Profil kann keine zurückgezogene Analyse enthalten.',
};

const en: AnalysisMessages = {
  'validation.analysisCode': 'The code has at most 20 letters, digits, dots, hyphens or underscores.',
  'validation.analysisCodeTaken': 'The catalogue already has this code.',
  'validation.analysisLoinc': 'Please enter a LOINC code such as 718-7.',
  'validation.analysisName': 'Please enter a name (max. 120 characters).',
  'validation.analysisGroup': 'Please enter a group (max. 120 characters).',
  'validation.analysisVolume': 'Please enter a volume above 0, up to 100 ml.',
  'validation.analysisStability': 'Please enter the stability in whole hours (1 to 744).',
  'validation.analysisNote': 'Max. 500 characters.',
  'validation.analysisBilling': 'Please choose at least one billing category.',
  'validation.analysisProfileItems': 'Please choose 1 to 40 analyses.',
  'validation.analysisUnknown': 'The catalogue has no such analysis.',
  'validation.analysisWithdrawn': 'A profile cannot contain a withdrawn analysis.',
};

export const analysesMessages = defineMessages({ de, en });

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof analysesMessages.de, string> {}
}
