/**
 * The props that tie an input component to a react-hook-form field: the result of
 * `register(name)` or a controller's `field` (name, value when controlled, onChange, onBlur),
 * with its `ref` handed on as `inputRef`, the name MUI inputs take it by.
 */
export function inputPropsOf<Binding extends { ref: unknown }>({
  ref,
  ...props
}: Binding): Omit<Binding, 'ref'> & { inputRef: Binding['ref'] } {
  return { ...props, inputRef: ref };
}
