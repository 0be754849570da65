;; A launch rule that answers a fixed JSON, for tests (the kernel's host and
;; the partner API tests fill it in): the ABI's exports, `launch` running
;; IMPORTS' calls in LAUNCH_BODY, then answering the LEN bytes at offset 1024.
(module IMPORTS
    (memory (export "memory") 1)
    (data (i32.const 1024) "ANSWER")
    (global $next (mut i32) (i32.const 4096))
    (func (export "abi_version") (result i32) i32.const 1)
    (func (export "alloc") (param i32) (result i32) (local $p i32)
        global.get $next local.set $p
        global.get $next local.get 0 i32.add global.set $next
        local.get $p)
    (func (export "launch") (param i32 i32) (result i64)
        LAUNCH_BODY
        i64.const 1024 i64.const 32 i64.shl i64.const LEN i64.or))
