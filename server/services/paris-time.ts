// The daily shop turns over at midnight, Paris time, whatever the server's zone.
const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in Europe/Paris. */
export const parisDay = (at: Date) => parisDate.format(at);
