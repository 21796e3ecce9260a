// One function for node: trim() calls glibc's malloc_trim(0), which gives back to the system every whole free page
// inside malloc's heaps, not only the top of the main heap (which is all free() and the trim threshold give back).
// Returns true when memory was released. Elsewhere than glibc (musl, macOS) it does nothing and returns false.
#include <node_api.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static napi_value Trim(napi_env env, napi_callback_info info) {
  (void)info;
  int released = 0;
#if defined(__GLIBC__)
  released = malloc_trim(0);
#endif
  napi_value result;
  napi_get_boolean(env, released != 0, &result);
  return result;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "trim", NAPI_AUTO_LENGTH, Trim, NULL, &fn);
  napi_set_named_property(env, exports, "trim", fn);
  return exports;
}
