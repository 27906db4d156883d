/** Dates and times in the modal: 'Jun 2, 2030, 9:00 AM'. */
export const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
