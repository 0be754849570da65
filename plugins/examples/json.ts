// Reads fields of the host's input JSON (ABI version 1: compact, keys in the documented order).

/** The string value after `"key":"` (JSON escapes \" and \\ undone). */
export function stringField(json: string, key: string, from: i32 = 0): string {
  const marker = '"' + key + '":"';
  const start = json.indexOf(marker, from);
  if (start < 0) return '';
  let out = '';
  for (let i = start + marker.length; i < json.length; i++) {
    const c = json.charAt(i);
    if (c == '\\' && i + 1 < json.length) {
      i++;
      out += json.charAt(i);
    } else if (c == '"') {
      break;
    } else {
      out += c;
    }
  }
  return out;
}

/** The digits after `"key":` (a whole number), from position `from`. */
export function numberField(json: string, key: string, from: i32 = 0): string {
  const marker = '"' + key + '":';
  const start = json.indexOf(marker, from);
  if (start < 0) return '';
  let out = '';
  for (let i = start + marker.length; i < json.length; i++) {
    const c = json.charAt(i);
    if ((c >= '0' && c <= '9') || c == '-') out += c;
    else break;
  }
  return out;
}

/** A JSON string literal of `s`. */
export function quote(s: string): string {
  return '"' + s.replaceAll('\\', '\\\\').replaceAll('"', '\\"') + '"';
}

/** Reads the input the host wrote at `ptr`. */
export function input(ptr: usize, len: i32): string {
  return String.UTF8.decodeUnsafe(ptr, <usize>len);
}

/** Packs the answer for the host: its address in the high 32 bits, its length in the low. */
export function answer(json: string): i64 {
  const bytes = String.UTF8.encode(json);
  return (<i64>changetype<usize>(bytes) << 32) | <i64>bytes.byteLength;
}
