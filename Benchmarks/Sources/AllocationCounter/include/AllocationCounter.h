// Counts the heap allocations of the current thread between counter_start() and counter_stop().
//
// On Linux with glibc the executable defines malloc, free, calloc, realloc, posix_memalign, aligned_alloc
// and memalign, which take precedence over libc's for every library in the process, and forwards them to
// glibc's own __libc_* entry points. Elsewhere nothing is interposed and counter_available() is 0.
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// 1 when this build interposes the allocator (Linux, glibc), 0 otherwise.
int counter_available(void);

/// Resets the counts and starts counting this thread's allocations.
void counter_start(void);

/// Stops counting; the counts keep their values until the next counter_start().
void counter_stop(void);

/// Allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) counted.
int64_t counter_allocations(void);

/// Frees of non-null pointers counted.
int64_t counter_frees(void);

/// Usable bytes of the blocks allocated (malloc_usable_size), including the new block of a realloc.
int64_t counter_bytes_allocated(void);

/// Usable bytes of the blocks freed, including the old block of a realloc.
int64_t counter_bytes_freed(void);

/// Gives the heap's free pages back to the system (glibc's malloc_trim(0)), for the memory measurements: 1 if
/// some memory was released, 0 if none was or elsewhere than glibc.
int heap_trim(void);

#endif
