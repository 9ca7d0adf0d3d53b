import type { GuideContent } from '../guideContent';

/** Die Anleitung auf Deutsch. Die fett gesetzten Wörter sind die Beschriftungen der Bildschirme. */
export const guideContent: GuideContent = {
  overview: {
    nav: 'Überblick',
    title: 'Anleitung zum Kundencenter',
    intro:
      'Das Kundencenter ist Ihr Zugang zum Labor: Hier lesen Sie Ihre Befunde, stellen Rückfragen, fragen Befundinterpretationen an, schreiben Tickets und erhalten Systemnachrichten des Labors. Diese Anleitung erklärt jeden Bildschirm Schritt für Schritt – für Ärztinnen und Ärzte ebenso wie für das Praxisteam. Sie ist auch ohne Verbindung lesbar.',
    sections: [
      {
        heading: 'So ist der Bildschirm aufgebaut',
        paragraphs: [
          'Links steht das Menü mit den Bereichen, die Sie nutzen dürfen: **Dashboard**, **Befunde**, **Befundnachfragen**, **Befundinterpretationen**, die Ticketlisten **Offene Tickets**, **Erledigte Tickets** und **Alle Tickets** sowie diese **Anleitung**. Zahlen neben einem Eintrag zeigen, wie viel Neues dort wartet, etwa ungelesene Befunde. Unter dem Menü sehen Sie, wann Sie sich zuletzt angemeldet haben (**Letzter Login**).',
          'Oben rechts finden Sie den Verbindungsstatus (**Online** oder **Offline**), die Sprachwahl „DE“/„EN“, die Glocke mit Ihren **Aktivitäten** und das Benutzermenü mit **Mein Konto** und **Abmelden**. Auf dem Smartphone öffnen Sie das Menü über die Schaltfläche mit den drei Strichen oben links.',
        ],
        image: {
          shot: 'overview',
          alt: 'Das Dashboard mit dem Menü links und der oberen Leiste mit Verbindungsstatus, Sprachwahl, Aktivitäten und Benutzermenü.',
        },
      },
      {
        heading: 'Arbeiten ohne Verbindung',
        paragraphs: [
          'Das Kundencenter hält Ihre Befunde, Befundnachfragen, Tickets und Systemnachrichten auf diesem Gerät bereit. Sie können deshalb auch ohne Internetverbindung lesen und arbeiten: Was Sie offline tun – eine Rückfrage stellen, ein Ticket beantworten, einen Befund als gelesen markieren –, wird auf dem Gerät gespeichert und gesendet, sobald die Verbindung zurück ist.',
          'Solange eine Änderung noch nicht beim Labor angekommen ist, trägt ihr Eintrag das Zeichen **Wird gesendet…**, und oben rechts steht, wie viele Änderungen noch warten (z. B. „2 nicht gesendet“). Ein Klick auf den Verbindungsstatus zeigt, wann zuletzt abgeglichen wurde.',
        ],
        terms: [
          {
            term: 'Online',
            meaning:
              'Verbunden: Änderungen werden sofort übertragen, Neues vom Labor erscheint ohne Neuladen.',
          },
          {
            term: 'Offline',
            meaning:
              'Keine Verbindung: Ihre Änderungen werden gespeichert und gesendet, sobald die Verbindung zurück ist.',
          },
          {
            term: 'Wird gesendet…',
            meaning:
              'Dieser Eintrag ist auf Ihrem Gerät gespeichert und wartet darauf, zum Labor gesendet zu werden.',
          },
          {
            term: 'Nicht gesendet',
            meaning:
              'Der Server hat eine Änderung abgelehnt, z. B. eine Antwort auf ein Ticket, das inzwischen erledigt ist. Die Änderung geht nicht verloren: Sie steht mit dem Grund und Ihrem Text im Bereich **Nicht gesendet** unter dem Verbindungsstatus. Dort wählen Sie **Erneut senden**, **Bearbeiten** (dann **Geändert senden**) oder **Verwerfen**.',
          },
        ],
        image: {
          shot: 'sync',
          alt: 'Der geöffnete Verbindungsstatus: verbunden, mit der Zeit des letzten Abgleichs.',
        },
      },
      {
        heading: 'Ihre Daten auf diesem Gerät',
        paragraphs: [
          'Befunde und Nachrichten liegen auf dem Gerät verschlüsselt. Nach dem Neuladen der Seite erscheint deshalb **Offline-Daten gesperrt**: Geben Sie Ihr Passwort ein und wählen Sie **Entsperren** – das geht auch ohne Verbindung. Nach fünf falschen Passwörtern werden die Daten auf dem Gerät gelöscht und Sie melden sich neu an.',
          'Nach 59 Minuten ohne Eingabe fragt das Kundencenter nach, ob Sie angemeldet bleiben möchten (**Angemeldet bleiben**); nach 60 Minuten meldet es Sie ab. Beim **Abmelden** werden die Daten dieses Benutzers vom Gerät gelöscht. Sind noch Änderungen nicht gesendet, fragt das Kundencenter vorher nach.',
        ],
      },
      {
        heading: 'Aktivitäten',
        paragraphs: [
          'Die Glocke oben rechts sammelt, was für Sie geschehen ist: ein neuer Befund, eine Antwort des Labors auf Ihre Befundnachfrage, eine Antwort in einem Ticket. Neue Aktivitäten erscheinen zusätzlich kurz als Hinweis. In der Liste können Sie einzelne oder **Alle als gelesen markieren** und **Gelesene löschen**.',
        ],
      },
    ],
  },
  dashboard: {
    nav: 'Dashboard',
    title: 'Das Dashboard',
    intro:
      'Das Dashboard ist die erste Seite nach der Anmeldung. Es begrüßt Sie je nach Tageszeit (**Guten Morgen**, **Guten Tag**, **Guten Abend**) und zeigt auf einen Blick, was neu ist.',
    sections: [
      {
        heading: 'Was Sie sehen',
        terms: [
          {
            term: 'Letzte Befunde',
            meaning:
              'Ihre neuesten Befunde. Der Link **… ungelesene Befunde** führt direkt zur gefilterten Befundliste, **Alle Befunde** zur ganzen Liste. Ein Klick auf einen Befund öffnet ihn.',
          },
          {
            term: 'Letzte Befundnachfragen',
            meaning:
              'Ihre jüngsten Rückfragen zu Befunden. **… mit neuen Nachrichten** zeigt, wo das Labor geantwortet hat; **Alle Befundnachfragen** öffnet die Liste.',
          },
          {
            term: 'Meine offenen Tickets',
            meaning: 'Ihre noch nicht erledigten Tickets; **Alle offenen Tickets** führt zur Ticketliste.',
          },
          {
            term: 'Systemnachrichten',
            meaning:
              'Aktuelle Mitteilungen des Labors, z. B. zu Feiertagen oder Versandmaterial. Mehr dazu unter „Systemnachrichten“ in dieser Anleitung.',
          },
        ],
        image: {
          shot: 'dashboard',
          alt: 'Das Dashboard einer Ärztin mit den Karten „Letzte Befunde“, „Letzte Befundnachfragen“, „Meine offenen Tickets“ und „Systemnachrichten“.',
        },
      },
      {
        heading: 'Für Mitarbeitende des Labors',
        paragraphs: [
          'Mitarbeitende des Labors sehen statt der Befundkarten die Karte **Neue Registrierungen** (letzte 30 Tage), die ungelesenen Befunde, offenen Tickets und aktiven Befundnachfragen sowie eine **Statistik** mit der Wahl **Logins**, **Befundansichten** und **Nachfragen**.',
        ],
      },
      {
        heading: 'Ohne Verbindung',
        paragraphs: [
          'Alle Karten lesen aus den Daten auf Ihrem Gerät und bleiben deshalb auch offline gefüllt. Was das Labor in der Zwischenzeit geschickt hat, erscheint nach dem nächsten Abgleich von selbst.',
        ],
      },
    ],
  },
  reportsOverview: {
    nav: 'Befunde',
    title: 'Befunde lesen und herunterladen',
    intro:
      'Unter **Befunde** finden Sie alle Laborbefunde der letzten sechs Monate als PDF. Neue Befunde erscheinen, sobald das Labor sie freigibt – ohne dass Sie die Seite neu laden müssen.',
    sections: [
      {
        heading: 'Die Befundliste',
        paragraphs: [
          'Die Liste zeigt **Befund-Nr.**, **Patient**, **Erstellt**, **Status**, **Gesehen**, **Abrufbar bis** und ob der Befund **Offline** auf diesem Gerät liegt. Über der Liste steht, wie viele Befunde noch ungelesen sind. Auf dem Smartphone und auf schmalen Bildschirmen erscheint jeder Befund als Karte.',
        ],
        steps: [
          'Wählen Sie oben **Alle Befunde**, **Nur ungelesene** oder **Nur gelesene**.',
          'Suchen Sie im Feld **Suche** nach einer Befund-Nr. oder einem Patientennamen.',
          'Ein Klick auf eine Spaltenüberschrift sortiert die Liste (in der Kartenansicht wählen Sie die Reihenfolge unter **Sortieren nach**); unten wählen Sie die **Einträge pro Seite** (10, 20, 50 oder 100) und blättern.',
        ],
        image: {
          shot: 'reports',
          alt: 'Die Befundliste mit Filter, Suche und den Spalten Befund-Nr., Patient, Erstellt, Status, Gesehen, Abrufbar bis und Offline.',
        },
      },
      {
        heading: 'Einen Befund öffnen',
        steps: [
          'Klicken Sie auf das Augensymbol (**Befund … öffnen**). Der Befund öffnet sich als PDF im Kundencenter.',
          'Mit **Herunterladen** speichern Sie das PDF, mit **Schließen** kehren Sie zur Liste zurück. Das Pfeilsymbol in der Liste lädt den Befund direkt herunter.',
          'Beim ersten Öffnen oder Herunterladen wird Ihr Befund als gelesen markiert; **Gesehen** zeigt dann Datum und Uhrzeit.',
        ],
        image: {
          shot: 'reportViewer',
          alt: 'Ein geöffneter Befund mit dem PDF, den Schaltflächen „Herunterladen“ und „Schließen“ und den Folgeaktionen.',
        },
      },
      {
        heading: 'Status und Zeichen',
        terms: [
          { term: 'Ungelesen', meaning: 'Sie haben den Befund noch nicht geöffnet oder heruntergeladen.' },
          { term: 'Gelesen', meaning: 'Der Befund wurde geöffnet oder heruntergeladen.' },
          {
            term: 'Abrufbar bis',
            meaning:
              'Befunde stehen sechs Monate lang bereit; danach entfernt das Labor sie aus dem Kundencenter.',
          },
          {
            term: 'Offline verfügbar',
            meaning:
              'Das PDF liegt auf diesem Gerät und öffnet sich auch ohne Verbindung. Ungelesene und neue Befunde werden automatisch gespeichert, soweit Speicher frei ist.',
          },
          {
            term: 'Offline verfügbar machen',
            meaning:
              'Im geöffneten Befund: Der Befund bleibt dauerhaft auf diesem Gerät, auch wenn er älter wird (**Bleibt auf diesem Gerät gespeichert**).',
          },
        ],
      },
      {
        heading: 'Rückfrage und Befundinterpretation',
        paragraphs: [
          'Im geöffneten Befund stehen zwei Folgeaktionen: **Rückfrage stellen** (mehr dazu unter „Befundnachfragen“) und **Befundinterpretation anfragen**.',
        ],
        steps: [
          'Wählen Sie **Befundinterpretation anfragen**.',
          'Geben Sie einen bis drei Wunschtermine an und bei Bedarf eine **Notiz**.',
          'Wählen Sie **Anfrage senden**. Ihre Anfrage erscheint unter **Befundinterpretationen** mit dem Status **Offen**; dort können Sie sie auch **Zurückziehen**.',
        ],
        terms: [
          { term: 'Offen', meaning: 'Das Labor hat Ihre Anfrage noch nicht bearbeitet.' },
          { term: 'Gelesen', meaning: 'Das Labor hat Ihre Anfrage gesehen.' },
          { term: 'Erledigt', meaning: 'Der Termin hat stattgefunden oder ist vereinbart.' },
          { term: 'Storniert', meaning: 'Die Anfrage wurde abgesagt.' },
        ],
      },
      {
        heading: 'Ohne Verbindung',
        paragraphs: [
          'Die Liste, die Suche und alle auf dem Gerät gespeicherten Befunde funktionieren offline. Ein Befund, der nicht auf dem Gerät liegt, meldet **Dieser Befund ist auf diesem Gerät nicht offline verfügbar.** und öffnet sich von selbst, sobald die Verbindung zurück ist. Rückfragen und Anfragen, die Sie offline stellen, tragen **Wird gesendet…**, bis sie beim Labor sind.',
        ],
      },
    ],
  },
  reportsDemands: {
    nav: 'Befundnachfragen',
    title: 'Befundnachfragen',
    intro:
      'Mit einer Befundnachfrage stellen Sie dem Labor eine Frage zu einem bestimmten Befund – als **Allgemeine Frage** oder als **Rechnungsfrage**. Jede Befundnachfrage ist eine Unterhaltung mit Ihrer Ansprechperson im Labor.',
    sections: [
      {
        heading: 'Eine Rückfrage stellen',
        steps: [
          'Öffnen Sie unter **Befunde** den Befund, zu dem Sie eine Frage haben.',
          'Wählen Sie **Rückfrage stellen**.',
          'Wählen Sie den **Betreff** (**Allgemeine Frage** oder **Rechnungsfrage**) und schreiben Sie Ihre **Nachricht**.',
          'Wählen Sie **Rückfrage senden**. Die Befundnachfrage erscheint sofort in Ihrer Liste.',
        ],
      },
      {
        heading: 'Die Liste',
        paragraphs: [
          'Unter **Befundnachfragen** sehen Sie mit **Aktiv** die laufenden Unterhaltungen und mit **Archiv** die abgeschlossenen. Die Spalten zeigen **Erstellt**, **Befund-Nr.**, **Betreff**, **Patient** und die letzte **Nachricht**. Ein Punkt in der Spalte **Ungelesen** (**Neue Nachricht**) zeigt, dass das Labor geantwortet hat.',
        ],
        image: {
          shot: 'demands',
          alt: 'Die Liste der aktiven Befundnachfragen mit den Reitern Aktiv und Archiv.',
        },
      },
      {
        heading: 'Die Unterhaltung',
        steps: [
          'Klicken Sie auf eine Befundnachfrage, um die Unterhaltung zu öffnen. Oben stehen Patient, Arzt und Ansprechpartner.',
          'Schreiben Sie im Feld **Antwort** und wählen Sie **Senden**.',
          'Eigene Nachrichten können Sie **Bearbeiten** oder **Löschen**.',
          'Mit **Befund anzeigen** öffnen Sie den zugehörigen Befund. Ist er nicht mehr vorhanden, steht dort **Befund gelöscht**.',
          'Ist Ihre Frage geklärt, wählen Sie **Archivieren**. Die Befundnachfrage wandert ins **Archiv** und kann nicht mehr beantwortet werden.',
        ],
        image: {
          shot: 'demandConversation',
          alt: 'Eine geöffnete Befundnachfrage mit den Nachrichten, dem Antwortfeld und den Schaltflächen „Befund anzeigen“ und „Archivieren“.',
        },
      },
      {
        heading: 'Wenn daraus ein Ticket wird',
        paragraphs: [
          'Braucht Ihre Frage eine längere Bearbeitung, kann das Labor aus der Befundnachfrage ein Ticket erstellen. Die Befundnachfrage wird dann archiviert und zeigt **Aus dieser Befundnachfrage wurde ein Ticket erstellt.** Mit **Ticket öffnen** gelangen Sie zum Ticket.',
        ],
      },
      {
        heading: 'Ohne Verbindung',
        paragraphs: [
          'Sie können Befundnachfragen offline lesen, neue Rückfragen stellen und antworten. Was noch nicht gesendet ist, trägt **Wird gesendet…**. Wurde eine Befundnachfrage inzwischen archiviert, lehnt das Labor eine offline geschriebene Antwort ab: Sie steht dann mit Ihrem Text unter **Nicht gesendet** (siehe „Überblick“).',
        ],
      },
    ],
  },
  messages: {
    nav: 'Systemnachrichten',
    title: 'Systemnachrichten',
    intro:
      'Mit Systemnachrichten informiert das Labor alle Kundinnen und Kunden oder eine bestimmte Gruppe, etwa über geänderte Öffnungszeiten, Versandmaterial oder Wartungsarbeiten.',
    sections: [
      {
        heading: 'Was Sie sehen',
        paragraphs: [
          'Eine neue Systemnachricht erscheint oben auf jeder Seite des Kundencenters, bis Sie sie zur Kenntnis nehmen. Hat das Labor ein Enddatum gesetzt, steht dabei **Angezeigt bis …**. Dateien des Labors stehen unter **Anhänge**; ein Klick öffnet sie.',
          'Auf dem Dashboard listet die Karte **Systemnachrichten** alle aktuellen Nachrichten, auch die bereits gelesenen (**Zur Kenntnis genommen**).',
        ],
        steps: [
          'Lesen Sie die Nachricht und öffnen Sie bei Bedarf die Anhänge.',
          'Wählen Sie **Zur Kenntnis genommen**. Die Nachricht verschwindet vom Seitenkopf und bleibt auf dem Dashboard lesbar, solange sie aktuell ist.',
        ],
        image: {
          shot: 'messages',
          alt: 'Eine Systemnachricht oben auf der Seite mit Anhang und der Schaltfläche „Zur Kenntnis genommen“.',
        },
      },
      {
        heading: 'Ohne Verbindung',
        paragraphs: [
          'Systemnachrichten und ihre Anhänge werden auf dem Gerät bereitgehalten. Ein Anhang, der noch nicht geladen ist, meldet **Dieser Anhang ist noch nicht auf dem Gerät.** Auch **Zur Kenntnis genommen** funktioniert offline und wird nachgesendet.',
        ],
      },
      {
        heading: 'Für Administratoren',
        paragraphs: [
          'Administratoren verwalten die Nachrichten im Menü unter **Systemnachrichten**: **Neue Systemnachricht** mit **Titel**, **Text**, **Empfängergruppe**, **Anzeigen bis (optional)** und **Anhänge** (höchstens fünf, je höchstens 10 MB). Eine Nachricht kann **Verborgen** werden. Weil Anhänge hochgeladen werden, geht das Erstellen und Bearbeiten nur mit Verbindung.',
        ],
      },
    ],
  },
  tickets: {
    nav: 'Tickets',
    title: 'Tickets',
    intro:
      'Ein Ticket ist ein Anliegen an das Labor, das bis zur Erledigung nachverfolgt wird: eine fehlende Lieferung von Versandmaterial, eine technische Frage, eine Rechnung. Jedes Ticket ist an eine Person im Labor gerichtet.',
    sections: [
      {
        heading: 'Die Ticketlisten',
        paragraphs: [
          'Im Menü stehen **Offene Tickets**, **Erledigte Tickets** und **Alle Tickets**; dieselbe Wahl bieten die Reiter **Offen**, **Erledigt** und **Alle** über der Liste. Die Spalten zeigen **Erstellt**, **Betreff**, **Kategorie**, **Status**, **Priorität**, **Empfänger** und **Erstellt von**. Ungelesene Tickets – etwa mit einer neuen Antwort – sind markiert. Mit **Suche im Betreff** finden Sie ein Ticket schnell.',
        ],
        image: {
          shot: 'tickets',
          alt: 'Die Liste der offenen Tickets mit Status, Priorität und Empfänger.',
        },
      },
      {
        heading: 'Ein neues Ticket schreiben',
        steps: [
          'Wählen Sie **Neues Ticket**.',
          'Wählen Sie den **Empfänger** im Labor und die **Kategorie** (bei **Befund** zusätzlich die **Unterkategorie**).',
          'Geben Sie einen **Betreff** (mindestens 3 Zeichen) und die **Beschreibung** (6 bis 1000 Zeichen) ein.',
          'Wählen Sie **Ticket erstellen**. Das Ticket öffnet sich und erscheint unter **Offene Tickets**.',
        ],
      },
      {
        heading: 'Ein Ticket bearbeiten und beantworten',
        paragraphs: [
          'Die Detailseite zeigt die **Beschreibung**, die **Angaben zum Ticket** und den **Verlauf** mit allen Antworten und Schritten des Labors (angenommen, weitergeleitet, geschlossen). Unten schreiben Sie **Ihre Antwort** und wählen **Antworten**. Eigene Antworten können Sie **Bearbeiten** und **Löschen**, solange das Ticket nicht erledigt ist.',
          'Als Verfasserin oder Verfasser ändern Sie mit **Bearbeiten** die Beschreibung. **Kategorie, Betreff, Empfänger, Priorität und Status ändert das Labor.** Ist das Ticket erledigt, sind Antworten erst nach dem Wiedereröffnen durch das Labor möglich.',
        ],
        image: {
          shot: 'ticket',
          alt: 'Die Detailseite eines Tickets mit Beschreibung, Angaben, Verlauf und dem Antwortfeld.',
        },
      },
      {
        heading: 'Status und Priorität',
        terms: [
          { term: 'Offen', meaning: 'Das Ticket ist eingegangen und wartet auf Bearbeitung.' },
          {
            term: 'Bearbeitung',
            meaning: 'Eine Person im Labor hat das Ticket angenommen und bearbeitet es.',
          },
          { term: 'Rückmeldung', meaning: 'Das Labor wartet auf eine Antwort von Ihnen.' },
          {
            term: 'Erledigt',
            meaning: 'Das Ticket ist geschlossen; der **Grund der Schließung** steht in den Angaben.',
          },
          {
            term: 'Gering, Normal, Kritisch',
            meaning: 'Die Priorität, die das Labor dem Ticket gibt.',
          },
        ],
      },
      {
        heading: 'Ohne Verbindung',
        paragraphs: [
          'Sie können offline Tickets lesen, neue Tickets schreiben und antworten; bis zum Senden tragen sie **Wird gesendet…**. Die Liste der Empfänger kommt vom Server: Offline wird die zuletzt geladene angezeigt. Schließt das Labor ein Ticket, während Ihre Antwort noch wartet, wird sie abgelehnt und steht mit ihrem Text unter **Nicht gesendet** – Sie können sie dort erneut senden, bearbeiten oder verwerfen.',
        ],
      },
    ],
  },
  account: {
    nav: 'Mein Konto',
    title: 'Mein Konto',
    intro:
      'Ihr Konto öffnen Sie über das Benutzermenü oben rechts mit **Mein Konto**. Es hat die Bereiche **Persönliche Daten** und **Sicherheit**.',
    sections: [
      {
        heading: 'Persönliche Daten',
        steps: [
          'Ändern Sie **Anrede**, **Titel**, **Vorname**, **Nachname**, Anschrift (**Straße**, **PLZ**, **Ort**), **E-Mail**, **Telefon** oder **Mobil**.',
          'Wählen Sie **Speichern**. Die Meldung **Ihre Daten wurden gespeichert.** bestätigt es; ohne Verbindung wird die Änderung nachgesendet.',
        ],
        paragraphs: ['Der **Benutzername** kann nicht geändert werden.'],
        image: {
          shot: 'account',
          alt: 'Die persönlichen Daten im Konto mit Anrede, Namen, Anschrift und Kontaktdaten.',
        },
      },
      {
        heading: 'Sicherheit: Passwort ändern',
        steps: [
          'Öffnen Sie den Bereich **Sicherheit**.',
          'Geben Sie unter **Passwort ändern** in die Felder **Aktuelles Passwort**, **Neues Passwort** und **Passwort bestätigen** Ihr bisheriges und zweimal Ihr neues Passwort ein. Das Passwort braucht mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Zahl und einem Sonderzeichen; die Liste darunter zeigt, was noch fehlt.',
          'Wählen Sie **Speichern**.',
        ],
        image: {
          shot: 'accountSecurity',
          alt: 'Der Bereich Sicherheit mit Passwortänderung und Zwei-Faktor-Authentifizierung.',
        },
      },
      {
        heading: 'Sicherheit: Zwei-Faktor-Authentifizierung',
        paragraphs: [
          'Zum Schutz der Patientendaten melden Sie sich immer mit einem zweiten Faktor an: einem Code per **E-Mail** oder aus einer Authenticator-**App**. Unter **Zwei-Faktor-Authentifizierung** sehen Sie das **Verfahren** und den **Status** (**Aktiv seit …**).',
          'Mit **Wiederherstellungscodes neu erzeugen** erhalten Sie neue Einmal-Codes für den Fall, dass Sie keinen Zugriff auf Ihren zweiten Faktor haben; die bisherigen werden ungültig. Mit **Deaktivieren** schalten Sie den zweiten Faktor ab und richten ihn bei der nächsten Anmeldung neu ein. Beide Aktionen fragen nach Ihrem Passwort (**Passwort bestätigen**).',
        ],
      },
      {
        heading: 'Speicher auf diesem Gerät',
        paragraphs: [
          'Unten im Bereich **Sicherheit** steht, wie viel Speicher das Kundencenter auf diesem Gerät belegt und ob der Browser die Daten dauerhaft vorhält. Darf der Browser sie bei Speichermangel löschen, bleibt alles, was noch nicht gesendet ist, bis dahin erhalten.',
        ],
      },
    ],
  },
};
