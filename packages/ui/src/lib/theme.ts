/** The store's two colour themes; a `dark` class on `<html>` switches to the dark one. */
export type Theme = 'light' | 'dark'
