// The two exports every rule has the same way (ABI version 1); a rule re-exports them beside its own `launch`.

export function abi_version(): i32 {
  return 1;
}

/** Room for the host's input. */
export function alloc(len: i32): usize {
  return heap.alloc(<usize>len);
}
