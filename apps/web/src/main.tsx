import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// The design's typeface, self-hosted: each script's file loads only when a page uses its letters.
import '@fontsource-variable/inter/wght.css';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
