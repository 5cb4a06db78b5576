/** The showcase's entry (web/showcase.html); see Showcase.tsx. */
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import '../styles/base.css';
import '../styles/components.css';
import './showcase.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Showcase } from './Showcase';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Showcase />
  </StrictMode>,
);
