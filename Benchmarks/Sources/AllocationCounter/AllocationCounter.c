// See include/AllocationCounter.h.
//
// Counting is per thread (thread-local counters and flag, no atomics): only the thread that called
// counter_start() is counted. The executable's TLS block is static, so touching it never allocates.

#include "AllocationCounter.h"

#if defined(__GLIBC__)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local int enabled;
static _Thread_local int64_t allocations;
static _Thread_local int64_t frees;
static _Thread_local int64_t bytesAllocated;
static _Thread_local int64_t bytesFreed;

static inline void countAllocation(void *pointer) {
    if (enabled && pointer != NULL) {
        allocations += 1;
        bytesAllocated += (int64_t)malloc_usable_size(pointer);
    }
}

static inline void countFree(void *pointer) {
    if (enabled && pointer != NULL) {
        frees += 1;
        bytesFreed += (int64_t)malloc_usable_size(pointer);
    }
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    countAllocation(pointer);
    return pointer;
}

void free(void *pointer) {
    countFree(pointer);
    __libc_free(pointer);
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    countAllocation(pointer);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) return malloc(size);
    if (size == 0) {
        free(pointer);
        return NULL;
    }
    int64_t oldSize = enabled ? (int64_t)malloc_usable_size(pointer) : 0;
    void *result = __libc_realloc(pointer, size);
    if (enabled && result != NULL) {
        allocations += 1;
        bytesFreed += oldSize;
        bytesAllocated += (int64_t)malloc_usable_size(result);
    }
    return result;
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    countAllocation(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

int counter_available(void) { return 1; }

void counter_start(void) {
    allocations = 0;
    frees = 0;
    bytesAllocated = 0;
    bytesFreed = 0;
    enabled = 1;
}

void counter_stop(void) { enabled = 0; }
int64_t counter_allocations(void) { return allocations; }
int64_t counter_frees(void) { return frees; }
int64_t counter_bytes_allocated(void) { return bytesAllocated; }
int64_t counter_bytes_freed(void) { return bytesFreed; }
int heap_trim(void) { return malloc_trim(0); }

#else

int counter_available(void) { return 0; }
void counter_start(void) {}
void counter_stop(void) {}
int64_t counter_allocations(void) { return 0; }
int64_t counter_frees(void) { return 0; }
int64_t counter_bytes_allocated(void) { return 0; }
int64_t counter_bytes_freed(void) { return 0; }
int heap_trim(void) { return 0; }

#endif
