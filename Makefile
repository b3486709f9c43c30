# swift-uikit — the two front-door commands are `make run` and `make test`.
# Both install any missing Debian packages first (`make deps`).

SWIFT ?= swift
# Libraries (headers and pkg-config files), fonts for stable text rendering, the
# X server, input, clipboard and screenshot tools the live-window tests use (Xvfb, xdotool,
# xclip, and xwd from x11-apps piped into ImageMagick's convert for their pixel check), and
# patch, which applies uikit-port's dry-run diff in its end-to-end test.
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libturbojpeg0-dev \
	libgif-dev libpng-dev fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji \
	xvfb xauth xdotool xclip x11-apps imagemagick patch

.PHONY: deps build run test downstream bench clean

# Installs only what dpkg reports missing; does nothing when everything is present.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing Debian packages:$$missing"; \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

# The Gallery: a live window when a display exists (DISPLAY or WAYLAND_DISPLAY), otherwise
# (or with UIKIT_HOST=headless) screenshots of its screens into gallery-output/.
run: deps
	$(SWIFT) run uikit-gallery

test: deps
	$(SWIFT) build --build-tests
	$(MAKE) downstream
	$(SWIFT) test

# A user's package built against this one (IntegrationTests/Downstream): typical iOS code in
# Swift 5 and Swift 6 language modes, its app built first and its snapshot tests second.
downstream: deps
	cd IntegrationTests/Downstream && $(SWIFT) build --product DownstreamApp
	cd IntegrationTests/Downstream && $(SWIFT) build --build-tests && $(SWIFT) test

# Each benchmark exits with status 1 when a figure misses its target (see Benchmarks/README.md);
# all three run either way, and then bench fails if any did.
BENCHMARKS := CoreGraphicsBenchmarks UIKitBenchmarks ConstraintSolverBenchmarks

bench: deps
	@failed=""; \
	for b in $(BENCHMARKS); do \
	  echo "$(SWIFT) run -c release $$b"; \
	  $(SWIFT) run -c release $$b || failed="$$failed $$b"; \
	done; \
	if [ -n "$$failed" ]; then echo "make bench: missed a target or failed:$$failed"; exit 1; fi

clean:
	rm -rf .build gallery-output IntegrationTests/Downstream/.build
