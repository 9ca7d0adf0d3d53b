import type { GuideContent } from '../guideContent';

/** The guide in English. The words in bold are the labels of the screens. */
export const guideContent: GuideContent = {
  overview: {
    nav: 'Overview',
    title: 'Guide to the Kundencenter',
    intro:
      'The Kundencenter is your access to the laboratory: here you read your reports, ask questions about them, request report interpretations, write tickets and receive the laboratory’s system messages. This guide explains each screen step by step, for doctors and their practice staff alike. It can be read without a connection, too.',
    sections: [
      {
        heading: 'How the screen is laid out',
        paragraphs: [
          'On the left is the menu with the areas you may use: **Dashboard**, **Reports**, **Report demands**, **Report interpretations**, the ticket lists **Open tickets**, **Finished tickets** and **All tickets**, and this **Guide**. Numbers next to an entry show how much is new there, such as unread reports. Below the menu you see when you last signed in (**Last login**).',
          'At the top right are the connection state (**Online** or **Offline**), the language choice “DE”/“EN”, the bell with your **Activities** and the user menu with **My account** and **Log out**. On a phone, open the menu with the three-line button at the top left.',
        ],
        image: {
          shot: 'overview',
          alt: 'The dashboard with the menu on the left and the top bar with connection state, language choice, activities and user menu.',
        },
      },
      {
        heading: 'Working without a connection',
        paragraphs: [
          'The Kundencenter keeps your reports, report demands, tickets and system messages on this device. So you can read and work without an internet connection: whatever you do offline – ask a question, answer a ticket, mark a report as read – is stored on the device and sent as soon as the connection is back.',
          'As long as a change has not reached the laboratory, its entry carries the mark **Waiting to be sent**, and the top right shows how many changes are waiting (e.g. “2 not sent”). A click on the connection state shows when the data was last synchronised.',
        ],
        terms: [
          {
            term: 'Online',
            meaning:
              'Connected: changes are sent at once, and news from the laboratory appears without reloading.',
          },
          {
            term: 'Offline',
            meaning: 'No connection: your changes are kept and sent as soon as the connection is back.',
          },
          {
            term: 'Waiting to be sent',
            meaning: 'This entry is stored on your device and waits to be sent to the laboratory.',
          },
          {
            term: 'Not sent',
            meaning:
              'The server refused a change, e.g. an answer to a ticket that has been finished meanwhile. The change is not lost: it is listed with the reason and your text under **Not sent** below the connection state. There you choose **Send again**, **Edit** (then **Send edited**) or **Discard**.',
          },
        ],
        image: {
          shot: 'sync',
          alt: 'The opened connection state: connected, with the time of the last synchronisation.',
        },
      },
      {
        heading: 'Your data on this device',
        paragraphs: [
          'Reports and messages are stored encrypted on the device. After a reload of the page you therefore see **Offline data locked**: enter your password and choose **Unlock** – this works without a connection, too. After five wrong passwords the data on the device is deleted and you sign in again.',
          'After 59 minutes without input the Kundencenter asks whether you want to stay signed in (**Stay logged in**); after 60 minutes it signs you out. **Log out** deletes this user’s data from the device. If changes are still unsent, the Kundencenter asks first.',
        ],
      },
      {
        heading: 'Activities',
        paragraphs: [
          'The bell at the top right collects what happened for you: a new report, the laboratory’s reply to your report demand, an answer in a ticket. New activities also show briefly as a notice. In the list you can mark single ones or **Mark all as read** and **Delete read ones**.',
        ],
      },
    ],
  },
  dashboard: {
    nav: 'Dashboard',
    title: 'The dashboard',
    intro:
      'The dashboard is the first page after signing in. It greets you by the time of day (**Good morning**, **Good afternoon**, **Good evening**) and shows at a glance what is new.',
    sections: [
      {
        heading: 'What you see',
        terms: [
          {
            term: 'Latest reports',
            meaning:
              'Your newest reports. The link **… unread reports** leads straight to the filtered report list, **All reports** to the whole list. A click on a report opens it.',
          },
          {
            term: 'Latest report demands',
            meaning:
              'Your most recent questions about reports. **… with new messages** shows where the laboratory has replied; **All report demands** opens the list.',
          },
          {
            term: 'My open tickets',
            meaning: 'Your tickets that are not finished yet; **All open tickets** leads to the ticket list.',
          },
          {
            term: 'System messages',
            meaning:
              'Current announcements of the laboratory, e.g. about holidays or sample shipping material. See “System messages” in this guide.',
          },
        ],
        image: {
          shot: 'dashboard',
          alt: 'A doctor’s dashboard with the cards “Latest reports”, “Latest report demands”, “My open tickets” and “System messages”.',
        },
      },
      {
        heading: 'For laboratory staff',
        paragraphs: [
          'Laboratory staff see, instead of the report cards, the **New registrations** of the last 30 days, the unread reports, open tickets and active report demands, and **Statistics** with the choice **Logins**, **Report views** and **Demands**.',
        ],
      },
      {
        heading: 'Without a connection',
        paragraphs: [
          'All cards read the data on your device and so stay filled offline. Whatever the laboratory sent meanwhile appears by itself after the next synchronisation.',
        ],
      },
    ],
  },
  reportsOverview: {
    nav: 'Reports',
    title: 'Reading and downloading reports',
    intro:
      'Under **Reports** you find all laboratory reports of the last six months as PDF. New reports appear as soon as the laboratory releases them, without reloading the page.',
    sections: [
      {
        heading: 'The report list',
        paragraphs: [
          'The list shows **Reference no.**, **Patient**, **Created**, **Status**, **Seen**, **Available until** and whether the report is stored **Offline** on this device. Above the list you see how many reports are still unread. On phones and narrow screens each report appears as a card.',
        ],
        steps: [
          'Choose **All reports**, **Unread only** or **Read only** at the top.',
          'Search for a reference number or a patient’s name in the **Search** field.',
          'A click on a column heading sorts the list (in the card view you choose the order under **Sort by**); at the bottom you choose the **Entries per page** (10, 20, 50 or 100) and turn the pages.',
        ],
        image: {
          shot: 'reports',
          alt: 'The report list with filter, search and the columns Reference no., Patient, Created, Status, Seen, Available until and Offline.',
        },
      },
      {
        heading: 'Opening a report',
        steps: [
          'Click the eye symbol (**Open report …**). The report opens as a PDF inside the Kundencenter.',
          '**Download** saves the PDF, **Close** returns to the list. The arrow symbol in the list downloads the report directly.',
          'The first time you open or download your report it is marked as read; **Seen** then shows the date and time.',
        ],
        image: {
          shot: 'reportViewer',
          alt: 'An opened report with the PDF, the buttons “Download” and “Close” and the follow-up actions.',
        },
      },
      {
        heading: 'States and marks',
        terms: [
          { term: 'Unread', meaning: 'You have not opened or downloaded the report yet.' },
          { term: 'Read', meaning: 'The report has been opened or downloaded.' },
          {
            term: 'Available until',
            meaning:
              'Reports are available for six months; after that the laboratory removes them from the Kundencenter.',
          },
          {
            term: 'Available offline',
            meaning:
              'The PDF is stored on this device and opens without a connection. Unread and recent reports are stored automatically as far as storage allows.',
          },
          {
            term: 'Make available offline',
            meaning:
              'In an opened report: the report stays on this device for good, even as it gets older (**Stays stored on this device**).',
          },
        ],
      },
      {
        heading: 'Questions and report interpretations',
        paragraphs: [
          'An opened report offers two follow-ups: **Ask a question** (see “Report demands”) and **Request a report interpretation**.',
        ],
        steps: [
          'Choose **Request a report interpretation**.',
          'Give one to three preferred dates and, if you like, a **Note**.',
          'Choose **Send request**. Your request appears under **Report interpretations** with the status **Open**; there you can also **Withdraw** it.',
        ],
        terms: [
          { term: 'Open', meaning: 'The laboratory has not handled your request yet.' },
          { term: 'Read', meaning: 'The laboratory has seen your request.' },
          { term: 'Done', meaning: 'The appointment has taken place or has been arranged.' },
          { term: 'Cancelled', meaning: 'The request was cancelled.' },
        ],
      },
      {
        heading: 'Without a connection',
        paragraphs: [
          'The list, the search and every report stored on the device work offline. A report that is not on the device says **This report is not available offline on this device.** and opens by itself once the connection is back. Questions and requests you make offline carry **Waiting to be sent** until they reach the laboratory.',
        ],
      },
    ],
  },
  reportsDemands: {
    nav: 'Report demands',
    title: 'Report demands',
    intro:
      'With a report demand you ask the laboratory a question about a particular report – as a **General question** or an **Invoice question**. Each report demand is a conversation with your contact person at the laboratory.',
    sections: [
      {
        heading: 'Asking a question',
        steps: [
          'Under **Reports**, open the report you have a question about.',
          'Choose **Ask a question**.',
          'Choose the **Subject** (**General question** or **Invoice question**) and write your **Message**.',
          'Choose **Send question**. The report demand appears in your list at once.',
        ],
      },
      {
        heading: 'The list',
        paragraphs: [
          'Under **Report demands**, **Active** shows the ongoing conversations and **Archive** the finished ones. The columns show **Created**, **Reference no.**, **Subject**, **Patient** and the latest **Message**. A dot in the **Unread** column (**New message**) shows that the laboratory has replied.',
        ],
        image: {
          shot: 'demands',
          alt: 'The list of active report demands with the tabs Active and Archive.',
        },
      },
      {
        heading: 'The conversation',
        steps: [
          'Click a report demand to open the conversation. Patient, doctor and contact person are shown at the top.',
          'Write in the **Reply** field and choose **Send**.',
          'You can **Edit** or **Delete** your own messages.',
          '**Show report** opens the report. If it no longer exists, it says **Report deleted**.',
          'Once your question is settled, choose **Archive**. The report demand moves to the **Archive** and takes no more replies.',
        ],
        image: {
          shot: 'demandConversation',
          alt: 'An opened report demand with the messages, the reply field and the buttons “Show report” and “Archive”.',
        },
      },
      {
        heading: 'When it becomes a ticket',
        paragraphs: [
          'If your question needs longer work, the laboratory can create a ticket from the report demand. The report demand is then archived and says **A ticket was created from this report demand.** **Open the ticket** takes you to the ticket.',
        ],
      },
      {
        heading: 'Without a connection',
        paragraphs: [
          'You can read report demands offline, ask new questions and reply. Whatever is not sent yet carries **Waiting to be sent**. If a report demand has been archived meanwhile, the laboratory refuses a reply written offline: it is then listed with your text under **Not sent** (see “Overview”).',
        ],
      },
    ],
  },
  messages: {
    nav: 'System messages',
    title: 'System messages',
    intro:
      'With system messages the laboratory informs all customers or a particular group, for instance about changed opening hours, shipping material or maintenance.',
    sections: [
      {
        heading: 'What you see',
        paragraphs: [
          'A new system message appears at the top of every page of the Kundencenter until you acknowledge it. If the laboratory set an end date, it says **Shown until …**. The laboratory’s files are listed under **Attachments**; a click opens them.',
          'On the dashboard, the **System messages** card lists all current messages, including those already acknowledged (**Acknowledged**).',
        ],
        steps: [
          'Read the message and open the attachments if needed.',
          'Choose **Acknowledge**. The message leaves the top of the page and stays readable on the dashboard while it is current.',
        ],
        image: {
          shot: 'messages',
          alt: 'A system message at the top of the page with an attachment and the button “Acknowledge”.',
        },
      },
      {
        heading: 'Without a connection',
        paragraphs: [
          'System messages and their attachments are kept on the device. An attachment not loaded yet says **This attachment is not on the device yet.** **Acknowledge** works offline too and is sent later.',
        ],
      },
      {
        heading: 'For administrators',
        paragraphs: [
          'Administrators manage the messages under **System messages** in the menu: **New system message** with **Title**, **Text**, **Recipient group**, **Show until (optional)** and **Attachments** (at most five, each at most 10 MB). A message can be **Hidden**. Because attachments are uploaded, creating and editing need a connection.',
        ],
      },
    ],
  },
  tickets: {
    nav: 'Tickets',
    title: 'Tickets',
    intro:
      'A ticket is a request to the laboratory that is followed up until it is finished: missing shipping material, a technical question, an invoice. Every ticket is addressed to a person at the laboratory.',
    sections: [
      {
        heading: 'The ticket lists',
        paragraphs: [
          'The menu has **Open tickets**, **Finished tickets** and **All tickets**; the tabs **Open**, **Finished** and **All** above the list offer the same choice. The columns show **Created**, **Subject**, **Category**, **Status**, **Priority**, **Recipient** and **Created by**. Unread tickets – with a new answer, for instance – are marked. **Search in subject** finds a ticket quickly.',
        ],
        image: {
          shot: 'tickets',
          alt: 'The list of open tickets with status, priority and recipient.',
        },
      },
      {
        heading: 'Writing a new ticket',
        steps: [
          'Choose **New ticket**.',
          'Choose the **Recipient** at the laboratory and the **Category** (for **Report** also the **Sub category**).',
          'Enter a **Subject** (at least 3 characters) and the **Description** (6 to 1000 characters).',
          'Choose **Create ticket**. The ticket opens and appears under **Open tickets**.',
        ],
      },
      {
        heading: 'Editing and answering a ticket',
        paragraphs: [
          'The detail page shows the **Description**, **About this ticket** and the **History** with all answers and the laboratory’s steps (accepted, forwarded, closed). At the bottom you write **Your answer** and choose **Answer**. You can **Edit** and **Delete** your own answers while the ticket is not finished.',
          'As its author you change the description with **Edit**. **Category, subject, recipient, priority and status are changed by the laboratory.** Once a ticket is finished, answers are possible again only after the laboratory reopens it.',
        ],
        image: {
          shot: 'ticket',
          alt: 'The detail page of a ticket with description, facts, history and the answer field.',
        },
      },
      {
        heading: 'Status and priority',
        terms: [
          { term: 'Open', meaning: 'The ticket has arrived and waits to be handled.' },
          {
            term: 'In progress',
            meaning: 'A person at the laboratory has accepted the ticket and works on it.',
          },
          { term: 'Needs reply', meaning: 'The laboratory is waiting for your answer.' },
          {
            term: 'Finished',
            meaning: 'The ticket is closed; the **Reason for closing** is shown in its facts.',
          },
          { term: 'Low, Medium, High', meaning: 'The priority the laboratory gives the ticket.' },
        ],
      },
      {
        heading: 'Without a connection',
        paragraphs: [
          'Offline you can read tickets, write new ones and answer; until they are sent they carry **Waiting to be sent**. The list of recipients comes from the server: offline, the one loaded last is shown. If the laboratory closes a ticket while your answer is still waiting, the answer is refused and listed with its text under **Not sent** – there you can send it again, edit it or discard it.',
        ],
      },
    ],
  },
  account: {
    nav: 'My account',
    title: 'My account',
    intro:
      'Open your account from the user menu at the top right with **My account**. It has the sections **Personal details** and **Security**.',
    sections: [
      {
        heading: 'Personal details',
        steps: [
          'Change **Salutation**, **Title**, **First name**, **Last name**, the address (**Street**, **Zip code**, **City**), **E-mail**, **Phone** or **Mobile**.',
          'Choose **Save**. The message **Your details were saved.** confirms it; without a connection the change is sent later.',
        ],
        paragraphs: ['The **Username** cannot be changed.'],
        image: {
          shot: 'account',
          alt: 'The personal details of the account with salutation, names, address and contact details.',
        },
      },
      {
        heading: 'Security: changing the password',
        steps: [
          'Open the **Security** section.',
          'Under **Change password**, enter your **Current password**, the **New password** and **Confirm password**. The password needs at least 8 characters with upper and lower case letters, a digit and a special character; the list below shows what is still missing.',
          'Choose **Save**.',
        ],
        image: {
          shot: 'accountSecurity',
          alt: 'The Security section with the password change and two-factor authentication.',
        },
      },
      {
        heading: 'Security: two-factor authentication',
        paragraphs: [
          'To protect patient data you always sign in with a second factor: a code by **E-mail** or from an authenticator **App**. Under **Two-factor authentication** you see the **Method** and the **Status** (**Active since …**).',
          '**Generate new recovery codes** gives you new one-time codes for when you cannot reach your second factor; the previous ones stop working. **Deactivate** switches the second factor off, and you set it up again at your next sign-in. Both actions ask for your password (**Confirm password**).',
        ],
      },
      {
        heading: 'Storage on this device',
        paragraphs: [
          'At the bottom of **Security** you see how much storage the Kundencenter uses on this device and whether the browser keeps the data permanently. If the browser may delete it when space runs low, everything not yet sent is kept until then.',
        ],
      },
    ],
  },
};
