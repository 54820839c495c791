/** Times are the practice's clock in Neuchâtel, whatever the visitor's device says. */
const PRACTICE_TIME_ZONE = 'Europe/Zurich';

/** "Monday 11 January 2027, 09:00", in the page's language, at the practice. */
export const appointmentTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    timeZone: PRACTICE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
