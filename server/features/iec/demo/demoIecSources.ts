/**
 * The demo reference list of the iEC catalogue: generic entries of the kinds a laboratory cites
 * (agency overviews, regulations, textbooks), written for this project, without URLs. Keys are
 * what the catalogue and the lexicon cite; the seed numbers them in this order.
 */
export const DEMO_IEC_SOURCES = {
  hbm: 'Umweltbundesamt: Human-Biomonitoring-Werte der Kommission Human-Biomonitoring (Übersicht)',
  mak: 'Deutsche Forschungsgemeinschaft, Senatskommission zur Prüfung gesundheitsschädlicher Arbeitsstoffe: MAK- und BAT-Werte-Liste (jährliche Ausgabe)',
  efsa: 'Europäische Behörde für Lebensmittelsicherheit (EFSA): Wissenschaftliche Gutachten zu Kontaminanten in Lebensmitteln (Übersicht)',
  echa: 'Europäische Chemikalienagentur (ECHA): Stoffinformationen und Beschränkungen nach REACH (Übersicht)',
  iarc: 'International Agency for Research on Cancer (IARC): Monographs on the Identification of Carcinogenic Hazards to Humans, Liste der Einstufungen',
  bfr: 'Bundesinstitut für Risikobewertung (BfR): Stellungnahmen zu Stoffen in Lebensmitteln und Bedarfsgegenständen (Übersicht)',
  atsdr: 'Agency for Toxic Substances and Disease Registry (ATSDR): Toxicological Profiles (Übersicht)',
  who: 'World Health Organization: Guidelines for Drinking-water Quality, aktuelle Ausgabe',
  sccs: 'Scientific Committee on Consumer Safety (SCCS): Opinions on cosmetic ingredients (Übersicht)',
  cosmetics: 'Verordnung (EG) Nr. 1223/2009 über kosmetische Mittel, Anhänge II bis VI',
  additives: 'Verordnung (EG) Nr. 1333/2008 über Lebensmittelzusatzstoffe, Anhang II',
  pops: 'Stockholmer Übereinkommen über persistente organische Schadstoffe, Anlagen A bis C',
  toxbook: 'Lehrbuch der Toxikologie: Grundlagen, Stoffklassen und klinische Toxikologie (aktuelle Auflage)',
  occupational:
    'Leitfaden Biomonitoring in der arbeitsmedizinischen Vorsorge (Übersicht der Fachgesellschaften)',
  geres: 'Umweltbundesamt: Deutsche Umweltstudie zur Gesundheit (GerES), Ergebnisberichte',
  residues:
    'Bundesamt für Verbraucherschutz und Lebensmittelsicherheit: Nationale Berichterstattung über Pflanzenschutzmittelrückstände in Lebensmitteln',
  smpc: 'Fachinformationen der Arzneimittel (Zusammenfassung der Merkmale des Arzneimittels)',
  ivdk: 'Informationsverbund Dermatologischer Kliniken: Auswertungen zu Kontaktallergenen (Übersicht)',
  pharmaEnv: 'Umweltbundesamt: Arzneimittelrückstände in der Umwelt (Hintergrundpapier)',
  pfas: 'EFSA: Wissenschaftliches Gutachten zu per- und polyfluorierten Alkylsubstanzen (PFAS) in Lebensmitteln',
  mycotoxins: 'Bundesinstitut für Risikobewertung: Mykotoxine in Lebensmitteln (Fragen und Antworten)',
} as const;

export type DemoIecSourceKey = keyof typeof DEMO_IEC_SOURCES;
