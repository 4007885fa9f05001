/**
 * One value per object, made the first time it is asked for and kept as long as the object lives
 * (a WeakMap): the content client and the placeholder source of a configuration, which every
 * render of that configuration shares.
 */
export function oncePerObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key)!;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
