/** Outline icons of the app, drawn on a 24 px grid with the current text colour. */
const paths = {
  dashboard: 'M4 5h6v7H4zM14 5h6v4h-6zM14 13h6v6h-6zM4 16h6v3H4z',
  users:
    'M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 10.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM20 19v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 4.6a3 3 0 0 1 0 5.8',
  briefcase:
    'M4 8h16v11H4zM9 8V6a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 6v2M4 13h16M11 13v2h2v-2',
  layers: 'M12 4 3 8.5l9 4.5 9-4.5L12 4ZM3 12.5l9 4.5 9-4.5M3 16.5 12 21l9-4.5',
  receipt: 'M6 3.5h12v17l-2.5-1.5-2 1.5-1.5-1.2-1.5 1.2-2-1.5L6 20.5zM9 8h6M9 11.5h6M9 15h3.5',
  chat: 'M5 5h14v10H9.5L5 18.5zM8.5 9h7M8.5 12h4.5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'm7 10 5 5 5-5',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20',
  plus: 'M12 5v14M5 12h14',
  pencil: 'M4.5 19.5 5 16 15.5 5.5a2.1 2.1 0 0 1 3 3L8 19zM13.5 7.5l3 3',
  trash:
    'M5 7h14M10 7V5.5A1.5 1.5 0 0 1 11.5 4h1A1.5 1.5 0 0 1 14 5.5V7M7 7l1 12.5h8L17 7M10.5 11v5M13.5 11v5',
  external: 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5',
  logout: 'M15 4.5h3.5v15H15M10 8l-4 4 4 4M6 12h9',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM5 20a7 7 0 0 1 14 0',
  image: 'M4 5h16v14H4zM4 16l4.5-4.5 4 4 2.5-2.5L20 18M15.5 9.5h.01',
  store:
    'M4 9.5 5.5 4.5h13L20 9.5M4 9.5h16M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5.5 12v7.5h13V12M10 19.5v-4h4v4',
  alert:
    'M12 8v5M12 16.5h.01M10.3 4.3 3 17.5A2 2 0 0 0 4.7 20.5h14.6a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0Z',
  refresh: 'M19 12a7 7 0 1 1-2.05-4.95M19 5v4h-4',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={paths[name]} />
    </svg>
  );
}
