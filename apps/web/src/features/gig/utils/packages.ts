/**
 * The three packages. The API stores one price per gig, so every package shows it, as the
 * specification says; what grows from package to package is what the buyer receives.
 */
export type GigPackage = {
  name: 'Basic' | 'Standard' | 'Premium';
  concepts: number;
  sourceFile: boolean;
  commercialUse: boolean;
  prioritySupport: boolean;
};

export const gigPackages: readonly GigPackage[] = [
  { name: 'Basic', concepts: 1, sourceFile: true, commercialUse: false, prioritySupport: false },
  { name: 'Standard', concepts: 3, sourceFile: true, commercialUse: true, prioritySupport: false },
  { name: 'Premium', concepts: 5, sourceFile: true, commercialUse: true, prioritySupport: true },
];

/** The spec's fixed package labels. */
export const DELIVERY_LABEL = '14 Days Delivery';
export const REVISIONS_LABEL = 'Unlimited Revisions';

export const conceptsLine = (concepts: number) =>
  concepts === 1 ? '1 concept included' : `${concepts} concepts included`;

/** The three feature lines of a package, each marked included or not. */
export function featureLines(pack: GigPackage): { label: string; included: boolean }[] {
  return [
    { label: conceptsLine(pack.concepts), included: true },
    { label: 'Source file', included: pack.sourceFile },
    {
      label: pack.prioritySupport ? 'Commercial use & priority support' : 'Commercial use',
      included: pack.commercialUse,
    },
  ];
}

export const formatPrice = (price: number) => `US$${price}`;
