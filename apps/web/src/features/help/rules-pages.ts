/** A percentage as the pages write it: 5.5%, 20%. */
export const spokenPercent = (percent: number) => `${Number(percent.toFixed(2))}%`;
