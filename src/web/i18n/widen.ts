/** The shape of a translated catalog: the keys of the English source, any strings as values. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
