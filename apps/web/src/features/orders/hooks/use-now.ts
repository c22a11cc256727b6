import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The time now, read again every minute: what an order has left is worded in minutes. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}
