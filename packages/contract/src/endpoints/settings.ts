import { marketplaceSettings } from '../settings';
import { endpointGroup } from './endpoint-schemas';

/** What clients need to know of how the marketplace is set up. */
export const settingsEndpoints = endpointGroup({
  getSettings: {
    tag: 'Settings',
    summary:
      'What the server is configured to allow: who may review, and for how long reviews stay blind',
    reply: marketplaceSettings,
  },
});
