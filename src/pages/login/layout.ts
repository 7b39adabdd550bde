/** The width of the sign-in card and of the demo card beside it (kept for the demo card while it loads). */
export const LOGIN_CARD_WIDTH = 380;
