/** SPEC §9: the chat takes the whole screen below 500 px. */
const FULL_SCREEN_MAX = 499;

export const isFullScreen = () => window.matchMedia(`(max-width: ${FULL_SCREEN_MAX}px)`).matches;
