//! Build script. When the target is Windows it gives nonet.exe its icon (`assets/nonet.ico`,
//! drawn by `assets/make_icon.py`) and a version-info resource, so Explorer, the taskbar and
//! the file's Properties show them; for every other target it does nothing.

fn main() {
    // Without any rerun-if line Cargo reruns a build script whenever any file of the package
    // changes; these are its only inputs.
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/nonet.ico");

    // A build script runs on the host, so `cfg!(windows)` here would describe the machine
    // doing the build; the target comes from the environment Cargo sets for the script.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows::embed_resources();
    }
}

/// Windows resources through winresource, which Cargo.toml only provides when the host is
/// Windows or the `windows-resources` feature is on (see the comment there), so that Linux
/// and macOS builds never compile it. `cargo check --features windows-resources` type-checks
/// this module on any host.
#[cfg(any(windows, feature = "windows-resources"))]
mod windows {
    /// Compiles the icon and version info into a resource object that winresource tells
    /// Cargo to link into nonet.exe.
    pub fn embed_resources() {
        let description = std::env::var("CARGO_PKG_DESCRIPTION").unwrap_or_default();
        let mut resource = winresource::WindowsResource::new();
        // FileVersion, ProductVersion and the numeric version come from Cargo.toml's version
        // already. FileDescription defaults to the package name, "nonet"; Windows shows it
        // as the program's name (Task Manager, "Open with"), so give the proper one.
        resource
            .set_icon("assets/nonet.ico")
            .set("FileDescription", "Nonet")
            .set("ProductName", "Nonet")
            .set("InternalName", "nonet")
            .set("OriginalFilename", "nonet.exe")
            .set("Comments", &description);
        // Failing the build is deliberate: a nonet.exe without its icon is a broken release,
        // and the fix (install the Windows SDK, or MinGW's windres for a cross build) belongs
        // to whoever builds it.
        if let Err(error) = resource.compile() {
            panic!(
                "could not compile the Windows resources (icon, version info): {error}; \
                 MSVC builds need rc.exe from the Windows SDK, GNU ones windres from MinGW-w64"
            );
        }
    }
}

/// Stand-in when winresource is not available: a cross build for Windows without the
/// `windows-resources` feature still succeeds, but says what it left out.
#[cfg(not(any(windows, feature = "windows-resources")))]
mod windows {
    /// Warns that nonet.exe gets no icon or version info from this build.
    pub fn embed_resources() {
        println!(
            "cargo:warning=nonet.exe is built without its icon and version info; \
             enable the `windows-resources` feature (needs MinGW-w64's windres) to embed them"
        );
    }
}
