/** Words that end the service a gig title names: "minimalist logo | for your brand". */
const ENDS = /\s(?:for|with|from|in|to|that|and|on|of|into|so|until|using|by|like|which|within)\s/i;
const LEADING = /^(?:a|an|the|your|you|my|any|me|up|out|be|all)\s+/i;

/**
 * The service a gig title offers, as a phrase searching finds it again: "I will design a
 * minimalist logo for your brand" → "minimalist logo". Only a prefix and a tail are cut, so the
 * phrase is always part of the title. Null when nothing of two to four words is left.
 */
export function servicePhrase(title: string): string | null {
  let text = title.replace(/^I will\s+/i, '').replace(/^\S+\s+/, '');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(LEADING, '');
  }
  const phrase = (text.split(ENDS)[0] ?? '').replace(/[.,!?]+$/, '').trim();
  // One word ("report") says too little to be a service; five are a sentence.
  const words = phrase.split(/\s+/).length;
  return words >= 2 && words <= 4 ? phrase : null;
}

/** The distinct phrases of some titles, in their order, at most `limit`. */
export function servicePhrases(titles: readonly string[], limit: number): string[] {
  const seen = new Map<string, string>();
  for (const title of titles) {
    const phrase = servicePhrase(title);
    if (phrase && !seen.has(phrase.toLowerCase())) seen.set(phrase.toLowerCase(), phrase);
    if (seen.size >= limit) break;
  }
  return [...seen.values()];
}
