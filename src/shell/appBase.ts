/** The app's base path (SPEC §2: /app/, history mode): the router's basename, and the start of every link's href. */
export const APP_BASENAME = '/app'
