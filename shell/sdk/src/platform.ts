/** Who this front end is for. */

/** The platform's name as people read it. */
export const PLATFORM_NAME = '工业互联网平台';

/** The application key of this platform (menu tree, source header). */
export const APP_KEY = 'industry';

/** How requests name this platform (`platformName`, `platform`). */
export const PLATFORM_CODE = 'industry';
