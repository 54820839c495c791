/**
 * A stand-in for a theme not yet made: it forwards every read, check and key listing to the theme
 * `make` returns, made the first time one happens. (Used by `muiFallbackThemesOnFirstUse`.)
 * @template {object} Theme
 * @param {() => Theme} make
 * @returns {Theme}
 */
export function themeOnFirstUse(make) {
  /** @type {Theme | undefined} */
  let theme;
  const made = () => (theme ??= make());
  return /** @type {Theme} */ (
    new Proxy(
      {},
      {
        get: (_, key) => Reflect.get(made(), key),
        has: (_, key) => Reflect.has(made(), key),
        set: (_, key, value) => Reflect.set(made(), key, value),
        ownKeys: () => Reflect.ownKeys(made()),
        getPrototypeOf: () => Reflect.getPrototypeOf(made()),
        getOwnPropertyDescriptor: (_, key) => {
          const descriptor = Reflect.getOwnPropertyDescriptor(made(), key);
          // A proxy may not report a property its (empty) target lacks as non-configurable.
          return descriptor && { ...descriptor, configurable: true };
        },
      },
    )
  );
}
