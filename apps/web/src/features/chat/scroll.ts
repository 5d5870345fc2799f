/** Spec 02 §9 scroll-load offset: older messages load once the list is scrolled to within 50 px of its top. */
export const scrollLoadOffsetPx = 50

export const nearTop = (scrollTop: number) => scrollTop <= scrollLoadOffsetPx
