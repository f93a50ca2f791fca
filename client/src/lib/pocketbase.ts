import PocketBase from 'pocketbase';

// The gateway serves PocketBase under the page's own origin, so no host is configured anywhere.
// The default LocalAuthStore keeps the session across reloads and syncs it between tabs.
export const pb = new PocketBase(window.location.origin);
