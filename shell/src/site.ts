/** The shell's site facts: the platform name and the fallback contact details its built-in texts show. */
import { PLATFORM_NAME, SITE_CONTACT } from '@platform/sdk';

/**
 * Facts about the site shown on its pages. The contact details here are the
 * fallback (the built-in agreement texts use them); the layout reads the
 * operators' site settings through `useSiteSettings()`.
 */
export const SITE = {
  name: PLATFORM_NAME,
  ...SITE_CONTACT,
} as const;
