/**
 * The room each kind of input takes in a list's search bar. The bar's stand-in before the first paint
 * (SearchFormPlaceholder) keeps the same room, so that nothing moves when the inputs replace it.
 */
export const TEXT_SEARCH_WIDTH = 200;
/** A select of the field's own choices (a select grows past it for a long choice, as its stand-in does). */
export const CHOICE_MIN_WIDTH = 160;
/** A select of a registered option source (shop categories, logistics companies, ...). */
export const OPTIONS_MIN_WIDTH = 200;
/** A date range: wide enough for both dates in either language. */
export const DATE_RANGE_SEARCH_WIDTH = 280;
