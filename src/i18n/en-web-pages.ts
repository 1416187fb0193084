// The English twin of fr-web-pages.
import type { Dictionary } from './dictionary';
import type { frWebPages } from './fr-web-pages';

export const enWebPages: Dictionary<typeof frWebPages> = {
  legal: {
    sections: (shop) => [
      { title: 'Publisher', text: `The ${shop} shop is published by the team of the ${shop} role-play game server, a non-profit community of players.` },
      { title: 'Hosting', text: `The website and its programming interface are hosted by the provider chosen by the ${shop} team, within the European Union.` },
      { title: 'Payments', text: 'Real-money payments, billing and refunds are handled by Tebex, an authorised reseller, under its own terms.' },
      { title: 'Ownership', text: `Game content remains the property of its authors. ${shop} is affiliated with neither Rockstar Games nor Take-Two Interactive.` },
      { title: 'Contact', text: 'For any question, please use the form on the Contact page.' },
    ],
    credits: {
      title: 'Credits',
      text: "The shop's artwork (products, categories, rank badges, site icon) is made of icons from game-icons.net, created by Lorc, Delapouite and their co-authors, under the Creative Commons Attribution 3.0 licence (CC BY 3.0); they have been recoloured and combined. The payment and social network logos, from the Iconify Logos and Simple Icons collections (CC0), are trademarks of their owners.",
      links: [
        { label: 'game-icons.net', url: 'https://game-icons.net/' },
        { label: 'CC BY 3.0 licence', url: 'https://creativecommons.org/licenses/by/3.0/' },
      ],
    },
  },
  privacy: {
    sections: (currency) => [
      { title: 'Data we use', text: 'The data you send us (nickname, email address, message) is used only to answer your requests.' },
      { title: 'Account', text: `Your ID, your characters and your ${currency} balance are used to deliver your purchases in game. They are neither sold nor shared.` },
      { title: 'Local storage', text: 'The shop keeps your preferences (currency, server, language) and the latest catalogue in your browser so that it shows faster.' },
      { title: 'Your rights', text: 'You can ask to access, correct or delete your data from the Contact page.' },
    ],
  },
  contact: {
    intro: 'A question, a problem? Write to the team.',
    username: 'Username',
    email: 'Email address',
    subject: 'Subject',
    text: 'Your message ...',
    send: 'Send',
    sending: 'Sending…',
    fallbackError: 'The message could not be sent.',
  },
};
