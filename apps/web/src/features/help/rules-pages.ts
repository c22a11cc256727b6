/** A duration in seconds as the pages say it: "3 days", "1 day", "12 hours", "30 minutes". */
export function spokenDuration(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (seconds >= 86_400 && seconds % 86_400 === 0) return unit(seconds / 86_400, 'day');
  if (seconds >= 3_600 && seconds % 3_600 === 0) return unit(seconds / 3_600, 'hour');
  if (seconds >= 60 && seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}

/** A percentage as the pages write it: 5.5%, 20%. */
export const spokenPercent = (percent: number) => `${Number(percent.toFixed(2))}%`;
