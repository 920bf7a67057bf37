/*
 * A stand-in bcryptprimitives.dll for running Nonet's Windows build under Wine 8.
 *
 * Rust's standard library (1.78 and later) takes its random bytes from ProcessPrng in
 * bcryptprimitives.dll, which every supported Windows has and Debian's Wine 8 lacks: without
 * it a Rust program does not start. This DLL exports ProcessPrng alone, filled from
 * RtlGenRandom (advapi32's SystemFunction036), which Wine has. It is used only to test under
 * Wine (.ci/windows puts it on WINEPATH with a native-first override); it is never shipped.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG part = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, part)) {
            return FALSE;
        }
        data += part;
        length -= part;
    }
    return TRUE;
}
