/** Every date in the back office is written the British way (the game's leagues are English). */
export const DATE_LOCALE = 'en-GB';
