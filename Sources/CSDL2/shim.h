#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#include <SDL2/SDL.h>
/* Function-like and cast macros are not imported into Swift; expose the ones we need. */
static inline int csdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
/* The mouse instance of mouse events SDL makes up from touches. */
static inline Uint32 csdl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
/* The touch device of touch events SDL makes up from the mouse. */
static inline Sint64 csdl_mouse_touchid(void) { return SDL_MOUSE_TOUCHID; }
#endif
