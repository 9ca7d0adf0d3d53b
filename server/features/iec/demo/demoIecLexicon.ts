/**
 * The demo lexicon (the spec's iEC wiki): terms a doctor meets when ordering and reading
 * environmental and toxicological analyses, and entries about single substances (`substance`:
 * the German name in the catalogue), written for this project.
 */
import type { DemoIecSourceKey } from './demoIecSources';

export interface DemoLexiconEntry {
  term: { de: string; en: string };
  definition: { de: string; en: string };
  substance?: string;
  sources: DemoIecSourceKey[];
}

export const DEMO_IEC_LEXICON: DemoLexiconEntry[] = [
  {
    term: { de: 'Human-Biomonitoring', en: 'Human biomonitoring' },
    definition: {
      de: 'Die Messung von Stoffen oder ihren Abbauprodukten in Körpermaterialien wie Blut oder Urin. Sie erfasst die tatsächlich aufgenommene Menge aus allen Quellen und Aufnahmewegen zusammen.',
      en: 'The measurement of substances or their breakdown products in body materials such as blood or urine. It captures the amount actually taken up from all sources and routes together.',
    },
    sources: ['hbm', 'geres'],
  },
  {
    term: { de: 'Referenzwert (RV95)', en: 'Reference value (RV95)' },
    definition: {
      de: 'Ein statistisch abgeleiteter Wert, unter dem 95 Prozent der Allgemeinbevölkerung ohne besondere Belastung liegen. Er beschreibt die übliche Hintergrundbelastung und ist keine gesundheitliche Bewertung.',
      en: 'A statistically derived value below which 95 percent of the general population without particular exposure lie. It describes the usual background exposure and is not a health assessment.',
    },
    sources: ['hbm'],
  },
  {
    term: { de: 'HBM-Wert', en: 'HBM value' },
    definition: {
      de: 'Ein gesundheitlich begründeter Beurteilungswert der Kommission Human-Biomonitoring. Unterhalb von HBM-I ist keine Beeinträchtigung zu erwarten; oberhalb von HBM-II besteht Handlungsbedarf.',
      en: 'A health-based assessment value of the German Human Biomonitoring Commission. Below HBM-I no adverse effect is expected; above HBM-II action is needed.',
    },
    sources: ['hbm'],
  },
  {
    term: { de: 'Halbwertszeit', en: 'Half-life' },
    definition: {
      de: 'Die Zeit, in der die Konzentration eines Stoffes im Körper auf die Hälfte sinkt. Sie bestimmt, ob ein Messwert eine kurz zurückliegende oder eine langjährige Belastung widerspiegelt.',
      en: 'The time in which the concentration of a substance in the body falls to half. It determines whether a result reflects recent or long-standing exposure.',
    },
    sources: ['toxbook'],
  },
  {
    term: { de: 'Bioakkumulation', en: 'Bioaccumulation' },
    definition: {
      de: 'Die Anreicherung eines Stoffes in einem Organismus, weil er schneller aufgenommen als ausgeschieden wird. Fettlösliche, schwer abbaubare Stoffe reichern sich zudem entlang der Nahrungskette an.',
      en: 'The build-up of a substance in an organism because it is taken up faster than it is excreted. Fat-soluble, persistent substances also concentrate along the food chain.',
    },
    sources: ['pops', 'toxbook'],
  },
  {
    term: { de: 'Metabolit', en: 'Metabolite' },
    definition: {
      de: 'Ein Stoff, der im Körper aus einer aufgenommenen Substanz entsteht. Viele Belastungen werden über ihre Metaboliten im Urin gemessen, weil die Ausgangsstoffe schnell umgewandelt werden.',
      en: 'A substance formed in the body from one that was taken up. Many exposures are measured via their metabolites in urine because the parent compounds are converted quickly.',
    },
    sources: ['toxbook', 'occupational'],
  },
  {
    term: { de: 'Kreatininbezug', en: 'Creatinine adjustment' },
    definition: {
      de: 'Die Angabe einer Urinkonzentration pro Gramm Kreatinin, um Unterschiede in der Verdünnung des Urins auszugleichen. Bei sehr verdünntem oder sehr konzentriertem Urin ist das Ergebnis eingeschränkt aussagekräftig.',
      en: 'Expressing a urine concentration per gram of creatinine to even out differences in urine dilution. With very dilute or very concentrated urine the result is of limited value.',
    },
    sources: ['occupational', 'hbm'],
  },
  {
    term: { de: 'Nachweisgrenze', en: 'Limit of detection' },
    definition: {
      de: 'Die kleinste Konzentration, die ein Verfahren sicher von null unterscheiden kann. Ein Ergebnis unter der Nachweisgrenze bedeutet nicht, dass der Stoff völlig fehlt.',
      en: 'The lowest concentration a method can reliably distinguish from zero. A result below the limit of detection does not mean the substance is entirely absent.',
    },
    sources: ['occupational'],
  },
  {
    term: { de: 'Kontaktallergie', en: 'Contact allergy' },
    definition: {
      de: 'Eine verzögerte, durch T-Zellen vermittelte Überempfindlichkeit gegen Stoffe, die mit der Haut in Berührung kommen. Sie zeigt sich meist ein bis drei Tage nach Kontakt als Ekzem.',
      en: 'A delayed, T-cell mediated hypersensitivity to substances that come into contact with the skin. It usually appears as eczema one to three days after contact.',
    },
    sources: ['ivdk'],
  },
  {
    term: { de: 'Epikutantest', en: 'Patch test' },
    definition: {
      de: 'Ein Hauttest, bei dem mögliche Kontaktallergene unter Pflastern auf den Rücken aufgebracht und nach zwei bis drei Tagen abgelesen werden. Er ist das Standardverfahren zum Nachweis einer Kontaktallergie.',
      en: 'A skin test in which possible contact allergens are applied to the back under patches and read after two to three days. It is the standard method for detecting contact allergy.',
    },
    sources: ['ivdk'],
  },
  {
    term: { de: 'Lymphozytentransformationstest (LTT)', en: 'Lymphocyte transformation test (LTT)' },
    definition: {
      de: 'Ein Labortest, der die Vermehrung von Lymphozyten nach Kontakt mit einem Stoff im Reagenzglas misst. Er kann eine Sensibilisierung anzeigen und wird ergänzend zu Hauttests eingesetzt.',
      en: 'A laboratory test that measures the proliferation of lymphocytes after contact with a substance in vitro. It can indicate sensitization and is used in addition to skin tests.',
    },
    sources: ['toxbook'],
  },
  {
    term: { de: 'Endokriner Disruptor', en: 'Endocrine disruptor' },
    definition: {
      de: 'Ein Stoff, der in das Hormonsystem eingreift und dadurch schädliche Wirkungen haben kann. Beispiele sind einige Phthalate, Bisphenole und Parabene.',
      en: 'A substance that interferes with the hormone system and can thereby cause harmful effects. Examples are some phthalates, bisphenols and parabens.',
    },
    sources: ['echa', 'efsa'],
  },
  {
    term: { de: 'Persistente organische Schadstoffe (POP)', en: 'Persistent organic pollutants (POPs)' },
    definition: {
      de: 'Organische Stoffe, die in der Umwelt kaum abgebaut werden, sich in Lebewesen anreichern und weit verfrachtet werden. Sie sind im Stockholmer Übereinkommen weltweit geregelt.',
      en: 'Organic substances that hardly degrade in the environment, accumulate in living organisms and travel far. They are regulated worldwide under the Stockholm Convention.',
    },
    sources: ['pops'],
  },
  {
    term: { de: 'Exposition', en: 'Exposure' },
    definition: {
      de: 'Der Kontakt eines Menschen mit einem Stoff über Atemluft, Nahrung, Trinkwasser oder Haut. Die Exposition ist die Voraussetzung dafür, dass ein Stoff wirken kann.',
      en: "A person's contact with a substance via air, food, drinking water or skin. Exposure is the precondition for a substance to have an effect.",
    },
    sources: ['toxbook'],
  },
  {
    term: { de: 'Vollblut, Serum und Plasma', en: 'Whole blood, serum and plasma' },
    definition: {
      de: 'Vollblut enthält die Blutzellen, Serum und Plasma nur den flüssigen Anteil. Welches Material geeignet ist, hängt davon ab, wo sich ein Stoff im Blut bindet, etwa Blei in den roten Blutkörperchen.',
      en: 'Whole blood contains the blood cells, serum and plasma only the liquid part. Which material is suitable depends on where a substance binds in blood, for example lead in the red blood cells.',
    },
    sources: ['occupational'],
  },
  {
    term: { de: 'Quecksilber', en: 'Mercury' },
    definition: {
      de: 'Für die Beurteilung einer Quecksilberbelastung ist die Bindungsform entscheidend: Urinwerte spiegeln anorganisches Quecksilber etwa aus Amalgam, Blutwerte vor allem Methylquecksilber aus Fisch. Die Probe sollte daher zur Fragestellung passen.',
      en: 'To assess mercury exposure the chemical form matters: urine levels reflect inorganic mercury, for example from amalgam, blood levels mainly methylmercury from fish. The sample should therefore match the question.',
    },
    substance: 'Quecksilber',
    sources: ['hbm', 'efsa'],
  },
  {
    term: { de: 'Blei', en: 'Lead' },
    definition: {
      de: 'Für Blei ist keine Wirkschwelle bekannt, unterhalb derer es für die kindliche Entwicklung sicher wäre. Die Belastung der Bevölkerung ist seit dem Ende verbleiten Benzins stark gesunken.',
      en: 'For lead no threshold is known below which it would be safe for child development. Population exposure has fallen sharply since the end of leaded petrol.',
    },
    substance: 'Blei',
    sources: ['hbm', 'efsa'],
  },
  {
    term: { de: 'Bisphenol A', en: 'Bisphenol A' },
    definition: {
      de: 'Bisphenol A wird im Körper schnell umgewandelt und innerhalb eines Tages ausgeschieden. Ein einzelner Urinwert zeigt daher vor allem die Aufnahme der letzten Stunden.',
      en: 'Bisphenol A is converted quickly in the body and excreted within a day. A single urine result therefore mainly shows the intake of the last hours.',
    },
    substance: 'Bisphenol A',
    sources: ['efsa', 'hbm'],
  },
  {
    term: { de: 'Glyphosat', en: 'Glyphosate' },
    definition: {
      de: 'Glyphosat wird nur zu einem kleinen Teil aus dem Darm aufgenommen und rasch ausgeschieden. Urinwerte geben Hinweise auf die Aufnahme der letzten Tage.',
      en: 'Only a small part of glyphosate is absorbed from the gut, and it is excreted quickly. Urine levels indicate the intake of the last few days.',
    },
    substance: 'Glyphosat',
    sources: ['efsa', 'residues'],
  },
  {
    term: { de: 'PFOA', en: 'PFOA' },
    definition: {
      de: 'PFOA wird im Körper nicht abgebaut und nur sehr langsam ausgeschieden. Serumwerte spiegeln daher die Belastung über viele Jahre wider.',
      en: 'PFOA is not broken down in the body and is excreted very slowly. Serum levels therefore reflect exposure over many years.',
    },
    substance: 'Perfluoroctansäure',
    sources: ['pfas', 'hbm'],
  },
  {
    term: { de: 'Nickel', en: 'Nickel' },
    definition: {
      de: 'Bei einer Nickelallergie genügt oft schon der Hautkontakt mit nickelhaltigen Gegenständen für ein Ekzem. In der EU ist die Nickelabgabe von Gegenständen mit längerem Hautkontakt daher begrenzt.',
      en: 'With nickel allergy, skin contact with nickel-containing objects is often enough to cause eczema. In the EU the nickel release of objects in prolonged skin contact is therefore limited.',
    },
    substance: 'Nickel',
    sources: ['ivdk', 'echa'],
  },
  {
    term: { de: 'Ochratoxin A', en: 'Ochratoxin A' },
    definition: {
      de: 'Ochratoxin A bindet fest an Bluteiweiße und bleibt deshalb wochenlang im Blut nachweisbar. Ein Blutwert spiegelt so die Aufnahme über einen längeren Zeitraum.',
      en: 'Ochratoxin A binds tightly to blood proteins and therefore remains detectable in blood for weeks. A blood result thus reflects intake over a longer period.',
    },
    substance: 'Ochratoxin A',
    sources: ['mycotoxins', 'efsa'],
  },
];
