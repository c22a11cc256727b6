import { pagePaths } from '@giglane/contract/page-paths';

/** The pages that say how Giglane works, in the order their menu lists them. */
export const RULES_PAGES = [
  {
    name: 'help',
    path: pagePaths.help(),
    title: 'Help & Support',
    summary:
      'How ordering, delivery, revisions, cancellation, reviews, payments and messages work.',
  },
  {
    name: 'buying',
    path: pagePaths.buying(),
    title: 'Buying on Giglane',
    summary: 'From finding a gig to accepting the work, step by step.',
  },
  {
    name: 'selling',
    path: pagePaths.selling(),
    title: 'Selling on Giglane',
    summary: 'From your seller profile to being paid for accepted work.',
  },
  {
    name: 'trustAndSafety',
    path: pagePaths.trustAndSafety(),
    title: 'Trust & Safety',
    summary: 'What protects your account, your money, your files and the ratings you read.',
  },
  {
    name: 'terms',
    path: pagePaths.terms(),
    title: 'Terms of Service',
    summary: 'The rules every buyer and seller agrees to.',
  },
  {
    name: 'privacy',
    path: pagePaths.privacy(),
    title: 'Privacy Policy',
    summary: 'What Giglane keeps about you, who sees it, and how to remove it.',
  },
] as const;

export type RulesPageName = (typeof RULES_PAGES)[number]['name'];

/** A percentage as the pages write it: 5.5%, 20%. */
export const spokenPercent = (percent: number) => `${Number(percent.toFixed(2))}%`;
