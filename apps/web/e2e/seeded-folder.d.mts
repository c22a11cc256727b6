export const root: string;
export const e2ePort: number;
export const seededFolder: string;
