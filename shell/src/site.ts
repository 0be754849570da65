/** The shell's site facts: the platform name and the contact details shown on its pages. */
import { PLATFORM_NAME, SITE_CONTACT } from '@platform/sdk';

/** Facts about the site shown on its pages (the contact facts are shared with the site remote). */
export const SITE = {
  name: PLATFORM_NAME,
  ...SITE_CONTACT,
} as const;
