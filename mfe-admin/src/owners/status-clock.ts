/** "45 min", "3 h 05 min", "2 d 4 h": how long a card has been in its column. */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export function targetText(hours: number): string {
  return hours < 48 || hours % 24 !== 0 ? `${hours} h` : `${hours / 24} d`;
}

/** The card's clock line, e.g. "In status 3 h 05 min (target 2 h)". */
export function statusClockText(
  booking: { statusSince: string; statusTargetHours: number | null },
  now: number,
): string {
  const since = `In status ${durationText(now - Date.parse(booking.statusSince))}`;
  return booking.statusTargetHours === null ? since : `${since} (target ${targetText(booking.statusTargetHours)})`;
}
