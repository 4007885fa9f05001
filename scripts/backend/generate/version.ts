/** Bumped whenever the generator's output changes for the same inputs (the skip check reads it). */
export const generatorVersion = 9;
