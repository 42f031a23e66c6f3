/** Shorter queries of the console's search find too much to be useful (keys need their last four). */
export const MIN_QUERY = 2;
/** How many of a key's last characters the console's search matches. */
export const KEY_TAIL = 4;
