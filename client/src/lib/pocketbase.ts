import PocketBase from 'pocketbase';
import { RememberedAuthStore } from './rememberedAuthStore';

// The gateway serves PocketBase under the page's own origin, so no host is configured anywhere.
// The session is kept across browser restarts only when the user ticks "Recordarme".
export const pb = new PocketBase(window.location.origin, new RememberedAuthStore());
