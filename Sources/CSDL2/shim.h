#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#include <SDL2/SDL.h>
/* Function-like macros are not imported into Swift; expose the ones we need. */
static inline int csdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
#endif
